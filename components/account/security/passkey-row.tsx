"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button.tsx";
import { passkeyNameFormSchema, type RenamePasskeyInput } from "@/lib/auth/passkeys/passkey-schemas.ts";
import type { PasskeyView } from "@/lib/auth/passkeys/passkey-view.ts";
import { ApiError } from "@/lib/client/api-client.ts";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "Never");

/** One passkey of the list, renamed in place. */
export function PasskeyRow({
  passkey,
  onRename,
  onRemove,
}: {
  passkey: PasskeyView;
  onRename: (name: string) => Promise<void>;
  onRemove: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const form = useForm<RenamePasskeyInput>({
    resolver: zodResolver(passkeyNameFormSchema),
    defaultValues: { name: passkey.name },
  });
  const save = form.handleSubmit(async ({ name }) => {
    try {
      await onRename(name);
      setEditing(false);
    } catch (error) {
      form.setError("name", { message: error instanceof ApiError ? error.message : "Not renamed. Try again." });
    }
  });

  return (
    <tr>
      <td>
        {editing ? (
          <form onSubmit={save} noValidate aria-label={`Rename ${passkey.name}`}>
            <label className="visually-hidden" htmlFor={`passkey-${passkey.id}-name`}>
              New name
            </label>
            <input
              id={`passkey-${passkey.id}-name`}
              aria-invalid={!!form.formState.errors.name}
              {...form.register("name")}
            />
            {form.formState.errors.name && <span className="field-error">{form.formState.errors.name.message}</span>}
            <Button type="submit" busy={form.formState.isSubmitting}>
              Save
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </form>
        ) : (
          passkey.name
        )}
      </td>
      <td>{when(passkey.createdAt)}</td>
      <td>{when(passkey.lastUsedAt)}</td>
      <td>{passkey.backedUp ? "Yes" : "No"}</td>
      <td>
        {!editing && (
          <Button variant="secondary" aria-label={`Rename ${passkey.name}`} onClick={() => setEditing(true)}>
            Rename
          </Button>
        )}
        <Button variant="danger" aria-label={`Remove ${passkey.name}`} onClick={onRemove}>
          Remove
        </Button>
      </td>
    </tr>
  );
}
