"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import type { z } from "zod";
import { notifySuccess } from "@/components/ui/toast.ts";
import { notifyFailure } from "@/components/feedback/notify-failure.ts";
import { createAdminUserSchema, USER_LIMITS, type CreateAdminUserInput } from "@/lib/admin/users/schemas.ts";
import { placeRefusals } from "@/components/feedback/place-field-errors.ts";
import { AccessGroupFields } from "./access-group-fields.tsx";
import { DisplayNameField } from "./display-name-field.tsx";
import { OneTimePasswordNotice } from "./one-time-password-notice.tsx";
import { useCreateUser } from "./use-user-mutations.ts";
import styles from "./users.module.css";
import { Button } from "@/components/ui/button.tsx";
import { InputField } from "@/components/ui/form-field.tsx";
import { FormError } from "@/components/ui/form-error.tsx";

type FormValues = z.input<typeof createAdminUserSchema>;
const FIELDS = ["username", "displayName", "accessGroups"];

/** Adds a user; its one-time password is shown once, above the list, until dismissed. */
export function NewUserForm() {
  const router = useRouter();
  const [created, setCreated] = useState<{ username: string; password: string } | null>(null);
  const [failure, setFailure] = useState("");
  const form = useForm<FormValues, unknown, CreateAdminUserInput>({
    resolver: zodResolver(createAdminUserSchema),
    mode: "onTouched",
    defaultValues: { username: "", displayName: undefined, accessGroups: ["default"] },
  });
  const create = useCreateUser();
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (payload) => {
    setFailure("");
    try {
      const result = await create.mutateAsync(payload);
      setCreated({ username: result.user.username, password: result.oneTimePassword });
      notifySuccess(`User ${result.user.username} created`);
      form.reset();
      router.refresh();
    } catch (error) {
      setFailure(
        placeRefusals<Path<FormValues>>(error, FIELDS, form.setError, {
          marked: "Not created: see the marked fields.",
          fallback: "Not created; try again.",
        }),
      );
      notifyFailure(error, "The user could not be created; try again.", "Not created");
    }
  });

  return (
    <>
      <OneTimePasswordNotice secret={created} onDismiss={() => setCreated(null)} />
      <form onSubmit={onSubmit} noValidate className={`panel ${styles.form}`} aria-labelledby="new-user-heading">
        <h2 id="new-user-heading">New user</h2>
        <div className={styles.columns}>
          <InputField
            id="new-user-username"
            label="Username"
            hint="Letters, digits and . _ @ - ; unique across organizations."
            error={errors.username?.message}
            autoComplete="off"
            maxLength={USER_LIMITS.username}
            {...form.register("username")}
          />
          <DisplayNameField
            idPrefix="new-user"
            label="Display name (optional)"
            register={form.register("displayName", {
              setValueAs: (value: string | undefined) => (value?.trim() ? value : undefined),
            })}
            error={errors.displayName?.message}
          />
        </div>
        <AccessGroupFields
          idPrefix="new-user"
          register={form.register("accessGroups")}
          error={errors.accessGroups?.message ?? errors.accessGroups?.root?.message}
        />
        <FormError>{failure}</FormError>
        <div className={styles.actions}>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? "Creating…" : "Create user"}
          </Button>
        </div>
      </form>
    </>
  );
}
