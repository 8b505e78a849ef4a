"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Dialog } from "@/components/ui/dialog.tsx";
import { updateAdminUserSchema, type UpdateAdminUserInput } from "@/lib/admin/users/schemas.ts";
import { AccessGroupFields } from "./access-group-fields.tsx";
import type { AdminUserView } from "./admin-user-view.ts";
import styles from "./users.module.css";
import { DisplayNameField } from "./display-name-field.tsx";
import { SaveCancelButtons } from "@/components/ui/save-cancel-buttons.tsx";

type FormValues = z.input<typeof updateAdminUserSchema>;

interface Props {
  user: AdminUserView;
  /** One's own groups are changed by another admin: the form then offers the display name only. */
  self: boolean;
  busy: boolean;
  error: string;
  onSave: (patch: UpdateAdminUserInput) => void;
  onCancel: () => void;
}

/** Changes a user's display name and access groups (PATCH /v2/admin/users/{id}). */
export function EditUserDialog({ user, self, busy, error, onSave, onCancel }: Props) {
  const form = useForm<FormValues, unknown, UpdateAdminUserInput>({
    resolver: zodResolver(updateAdminUserSchema),
    mode: "onTouched",
    defaultValues: self
      ? { displayName: user.displayName }
      : { displayName: user.displayName, accessGroups: user.accessGroups },
  });
  const errors = form.formState.errors;
  return (
    <Dialog open title={`Edit ${user.username}`} onClose={onCancel} locked={busy}>
      <form
        onSubmit={form.handleSubmit(onSave)}
        noValidate
        className={styles.form}
        aria-label={`Edit ${user.username}`}
      >
        <DisplayNameField
          idPrefix="edit-user"
          label="Display name"
          register={form.register("displayName")}
          error={errors.displayName?.message}
        />
        {self ? (
          <p className="muted">Your own access groups can be changed only by another administrator.</p>
        ) : (
          <AccessGroupFields
            idPrefix="edit-user"
            register={form.register("accessGroups")}
            error={errors.accessGroups?.message ?? errors.accessGroups?.root?.message}
          />
        )}
        {(error || errors.root?.message) && (
          <p role="alert" className="form-error">
            {error || errors.root?.message}
          </p>
        )}
        <SaveCancelButtons
          className={styles.actions}
          busy={busy}
          saveLabel={busy ? "Saving…" : "Save"}
          onCancel={onCancel}
        />
      </form>
    </Dialog>
  );
}
