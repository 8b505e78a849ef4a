"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button.tsx";
import { type Column } from "@/components/ui/data-table.tsx";
import { InputField } from "@/components/ui/form-field.tsx";
import { passkeyNameFormSchema, type RenamePasskeyInput } from "@/lib/auth/passkeys/passkey-schemas.ts";
import type { PasskeyView } from "@/lib/auth/passkeys/passkey-view.ts";
import { Refused } from "@/components/feedback/refused.ts";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "Never");

interface RowActions {
  /** The passkey whose name is being edited, if any. */
  editingId: number | null;
  setEditingId: (id: number | null) => void;
  onRename: (passkey: PasskeyView, name: string) => Promise<void>;
  onRemove: (passkey: PasskeyView) => void;
}

/** The passkeys table's columns: each passkey is renamed in place, in its name cell. */
export function passkeyColumns({ editingId, setEditingId, onRename, onRemove }: RowActions): Column<PasskeyView>[] {
  const editing = (passkey: PasskeyView) => editingId === passkey.id;
  return [
    {
      key: "name",
      header: "Name",
      cell: (passkey) =>
        editing(passkey) ? (
          <PasskeyRename
            passkey={passkey}
            onRename={(name) => onRename(passkey, name)}
            setEditing={(open) => setEditingId(open ? passkey.id : null)}
          />
        ) : (
          passkey.name
        ),
    },
    { key: "added", header: "Added", cell: (passkey) => when(passkey.createdAt) },
    { key: "used", header: "Last used", cell: (passkey) => when(passkey.lastUsedAt) },
    { key: "synced", header: "Synced", cell: (passkey) => (passkey.backedUp ? "Yes" : "No") },
    {
      key: "actions",
      header: <span className="visually-hidden">Actions</span>,
      cell: (passkey) => (
        <>
          {!editing(passkey) && (
            <Button variant="secondary" aria-label={`Rename ${passkey.name}`} onClick={() => setEditingId(passkey.id)}>
              Rename
            </Button>
          )}
          <Button variant="danger" aria-label={`Remove ${passkey.name}`} onClick={() => onRemove(passkey)}>
            Remove
          </Button>
        </>
      ),
    },
  ];
}

/** A passkey's rename form, shown in its name cell. */
function PasskeyRename({
  passkey,
  onRename,
  setEditing,
}: {
  passkey: PasskeyView;
  onRename: (name: string) => Promise<void>;
  setEditing: (editing: boolean) => void;
}) {
  const form = useForm<RenamePasskeyInput>({
    resolver: zodResolver(passkeyNameFormSchema),
    defaultValues: { name: passkey.name },
  });
  const save = form.handleSubmit(async ({ name }) => {
    try {
      await onRename(name);
      setEditing(false);
    } catch (error) {
      form.setError("name", { message: error instanceof Refused ? error.message : "Not renamed. Try again." });
    }
  });

  return (
    <form onSubmit={save} noValidate aria-label={`Rename ${passkey.name}`}>
      <InputField
        id={`passkey-${passkey.id}-name`}
        label="New name"
        hideLabel
        error={form.formState.errors.name?.message}
        {...form.register("name")}
      />
      <Button type="submit" busy={form.formState.isSubmitting}>
        Save
      </Button>
      <Button variant="secondary" onClick={() => setEditing(false)}>
        Cancel
      </Button>
    </form>
  );
}
