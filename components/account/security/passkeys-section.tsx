"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { browserSupportsWebAuthn, startRegistration } from "@simplewebauthn/browser";
import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { useForm } from "react-hook-form";
import { passkeyRefusal, subscribeNever } from "@/components/auth/passkey-refusal.ts";
import { Button } from "@/components/ui/button.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { DataTable } from "@/components/ui/data-table.tsx";
import { passkeyNameFormSchema, type RenamePasskeyInput } from "@/lib/auth/passkeys/passkey-schemas.ts";
import type { PasskeyView } from "@/lib/auth/passkeys/passkey-view.ts";
import { Refused } from "@/components/feedback/refused.ts";
import { passkeyColumns } from "./passkey-row.tsx";
import { usePasskeys } from "./use-passkeys.ts";
import { InputField } from "@/components/ui/form-field.tsx";
import { FormError } from "@/components/ui/form-error.tsx";

const messageOf = (error: unknown, fallback: string) => (error instanceof Refused ? error.message : fallback);

/** The security page's "Passkeys" section: the user's passkeys; add, rename and remove them. */
export function PasskeysSection() {
  const router = useRouter();
  const supported = useSyncExternalStore(subscribeNever, browserSupportsWebAuthn, () => true);
  const { passkeys, options, register, rename, remove } = usePasskeys();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [removing, setRemoving] = useState<PasskeyView | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const form = useForm<RenamePasskeyInput>({
    resolver: zodResolver(passkeyNameFormSchema),
    defaultValues: { name: "" },
  });

  const add = form.handleSubmit(async ({ name }) => {
    setFailure(null);
    setDone(null);
    try {
      const issued = await options.mutateAsync();
      let response;
      try {
        response = await startRegistration({ optionsJSON: issued.options });
      } catch (error) {
        setFailure(passkeyRefusal(error));
        return;
      }
      await register.mutateAsync({ challengeId: issued.challengeId, name, response });
    } catch (error) {
      setFailure(messageOf(error, "The passkey could not be added. Try again."));
      return;
    }
    form.reset();
    setDone(`Passkey “${name}” added. You can now sign in with it, without a password.`);
    // The page may have been the only one open to a user who had to enrol a second factor.
    router.refresh();
  });

  const confirmRemove = async () => {
    if (!removing) return;
    setFailure(null);
    setDone(null);
    try {
      await remove.mutateAsync(removing.id);
      setDone(`Passkey “${removing.name}” removed.`);
    } catch (error) {
      setFailure(messageOf(error, "The passkey could not be removed."));
    }
    setRemoving(null);
    router.refresh();
  };

  const list = passkeys.data ?? [];
  return (
    <section className="panel" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading">Passkeys</h2>
      <p className="muted">
        A passkey signs you in without a password (your device checks your fingerprint, face or PIN) and counts as a
        second factor.
      </p>
      {passkeys.isPending ? (
        <p className="muted">Loading passkeys…</p>
      ) : passkeys.isError ? (
        <p role="alert" className="form-error">
          {messageOf(passkeys.error, "Your passkeys could not be loaded.")}
        </p>
      ) : list.length === 0 ? (
        <p>You have no passkeys yet.</p>
      ) : (
        <DataTable
          caption="Your passkeys"
          regionLabel="Registered keys"
          columns={passkeyColumns({
            editingId,
            setEditingId,
            onRename: async (passkey, name) => {
              setFailure(null);
              await rename.mutateAsync({ id: passkey.id, name });
            },
            onRemove: setRemoving,
          })}
          rows={list}
          rowKey={(passkey) => passkey.id}
          empty="You have no passkeys yet."
        />
      )}
      {supported ? (
        <form onSubmit={add} noValidate aria-label="Add a passkey">
          <InputField
            id="passkey-name"
            label="Passkey name"
            error={form.formState.errors.name?.message}
            placeholder="e.g. Work laptop"
            {...form.register("name")}
          />
          <Button type="submit" busy={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Waiting for your passkey…" : "Add a passkey"}
          </Button>
        </form>
      ) : (
        <p role="status">This browser cannot create passkeys.</p>
      )}
      <FormError>{failure}</FormError>
      {done && <p role="status">{done}</p>}
      <ConfirmDialog
        open={removing !== null}
        title="Remove passkey"
        confirmLabel="Remove passkey"
        tone="danger"
        busy={remove.isPending}
        returnFocusOnConfirm
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        <p>
          “{removing?.name}” will no longer sign you in. Remove the passkey from the device as well (its settings list
          it under this site).
        </p>
      </ConfirmDialog>
    </section>
  );
}
