"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { notifyError, notifySuccess } from "@/components/ui/toast.ts";
import { notifyFailure } from "@/components/feedback/notify-failure.ts";
import { useUnsavedChanges } from "@/components/ui/use-unsaved-changes.ts";
import { placeRefusals } from "@/components/feedback/place-field-errors.ts";
import { APPROVAL_POLICY_KINDS } from "@/lib/orgs/approval-policy.ts";
import type { OrganizationSettingsView } from "@/lib/orgs/render-organization-settings.ts";
import { organizationSettingsPatchSchema, type OrganizationSettingsPatch } from "@/lib/orgs/schemas.ts";
import { ApprovalPolicyFields } from "./approval-policy-fields.tsx";
import { CheckField, SelectSettingField, type SettingsForm } from "./settings-fields.tsx";
import { useSaveOrganizationSettings } from "./use-organization-settings.ts";
import styles from "./settings.module.css";
import { FormSubmitRow } from "@/components/ui/form-submit-row.tsx";

interface Props {
  settings: OrganizationSettingsView;
  programs: { id: number; name: string }[];
  timeZones: readonly string[];
}

const CLIENT_AUTO_APPROVE_CHOICES = [
  { value: "OFF", label: "Nobody: every client request waits for review" },
  { value: "APPROVERS", label: "Clients that could approve it themselves (four eyes)" },
  { value: "WRITERS", label: "Every client that may create requests (as the original platform)" },
];

/** Only what differs from the saved settings: an unchanged policy kind keeps its stored rule as it is. */
function changesOf(saved: OrganizationSettingsView, wanted: OrganizationSettingsPatch): OrganizationSettingsPatch {
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(wanted))
    if (key !== "approvalPolicy" && JSON.stringify(value) !== JSON.stringify(saved[key as keyof typeof saved]))
      patch[key] = value;
  const policy: Record<string, unknown> = {};
  for (const kind of APPROVAL_POLICY_KINDS)
    if (JSON.stringify(wanted.approvalPolicy?.[kind]) !== JSON.stringify(saved.approvalPolicy[kind]))
      policy[kind] = wanted.approvalPolicy?.[kind];
  if (Object.keys(policy).length) patch.approvalPolicy = policy;
  return patch as OrganizationSettingsPatch;
}

export function OrganizationSettingsForm({ settings, programs, timeZones }: Props) {
  const router = useRouter();
  const [saved, setSaved] = useState(settings);
  const [failure, setFailure] = useState("");
  const form: SettingsForm = useForm<OrganizationSettingsPatch>({
    resolver: zodResolver(organizationSettingsPatchSchema),
    mode: "onTouched",
    // Single sign-on has its own form (sso-settings.tsx).
    defaultValues: { ...settings, sso: undefined },
  });
  const save = useSaveOrganizationSettings();
  useUnsavedChanges(form.formState.isDirty);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFailure("");
      const patch = changesOf(saved, values);
      if (Object.keys(patch).length === 0) {
        notifySuccess("Nothing to save", "The settings are as shown.");
        return;
      }
      try {
        const data = await save.mutateAsync(patch);
        setSaved(data);
        form.reset({ ...data, sso: undefined });
        notifySuccess("Settings saved", "They apply to the next call on every instance.");
        router.refresh();
      } catch (error) {
        setFailure(
          placeRefusals<Path<OrganizationSettingsPatch>>(error, Object.keys(saved), form.setError, {
            marked: "Not saved: see the marked fields.",
            fallback: "The settings could not be saved; try again.",
          }),
        );
        notifyFailure(error, "The settings could not be saved; try again.", "Not saved");
      }
    },
    () => notifyError(null, "Not saved: correct the marked fields."),
  );

  const programOptions = programs.map((program) => ({
    value: String(program.id),
    label: `${program.name} (#${program.id})`,
  }));
  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Organization settings">
      <fieldset className={styles.group}>
        <legend>Approval</legend>
        <CheckField form={form} path="autoApproval" />
        <SelectSettingField form={form} path="clientAutoApprove" options={CLIENT_AUTO_APPROVE_CHOICES} />
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Points and products</legend>
        <SelectSettingField
          form={form}
          path="defaultProgramId"
          options={programOptions}
          emptyOption="— none (goodwill points cannot be credited) —"
          setValueAs={(v: unknown) => (v === "" || v === null ? null : Number(v))}
        />
        <CheckField form={form} path="dualEligibility" />
        <CheckField form={form} path="ouLevelProducts" />
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Time zone</legend>
        <SelectSettingField form={form} path="timeZone" options={timeZones} />
      </fieldset>

      <ApprovalPolicyFields form={form} />

      <FormSubmitRow
        className={styles.actions}
        label="Save settings"
        busy={save.isPending}
        busyNote={<span className="muted">Saving…</span>}
      />
      {failure && (
        <div role="alert" className="form-error">
          {failure}
        </div>
      )}
    </form>
  );
}
