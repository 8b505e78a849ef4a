"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { SelectField } from "@/components/ui/select-field.tsx";
import { notifyError, notifySuccess } from "@/components/ui/toast.ts";
import { notifyFailure } from "@/components/feedback/notify-failure.ts";
import { useUnsavedChanges } from "@/components/ui/use-unsaved-changes.ts";
import { placeRefusals } from "@/components/feedback/place-field-errors.ts";
import {
  APPROVAL_POLICY_KINDS,
  DEFAULT_CONFIRM_ABOVE,
  DEFAULT_MAX_GOODWILL_POINTS,
} from "@/lib/orgs/approval-policy.ts";
import type { OrganizationSettingsView } from "@/lib/orgs/render-organization-settings.ts";
import { organizationSettingsPatchSchema, type OrganizationSettingsPatch } from "@/lib/orgs/schemas.ts";
import { CheckField, errorAt, fieldId, NumberField, type SettingsForm } from "./settings-fields.tsx";
import { useSaveOrganizationSettings } from "./use-organization-settings.ts";
import styles from "./settings.module.css";
import { Button } from "@/components/ui/button.tsx";

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

const formatted = (value: number) => value.toLocaleString("en");

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
        <CheckField
          form={form}
          path="autoApproval"
          label="Requests are approved automatically"
          hint="When on, every request of this organization is approved as it is created and approving one by hand answers 9054. Leave off for maker-checker review."
        />
        <SelectField
          id={fieldId("clientAutoApprove")}
          label="API clients may ask for immediate approval (client_auto_approve)"
          options={CLIENT_AUTO_APPROVE_CHOICES}
          hint="Who may send client_auto_approve=true to have a request processed at once, without review."
          error={errorAt(form, "clientAutoApprove")}
          {...form.register("clientAutoApprove")}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Points and products</legend>
        <SelectField
          id={fieldId("defaultProgramId")}
          label="Default program"
          options={programOptions}
          emptyOption="— none (goodwill points cannot be credited) —"
          hint="Goodwill points are credited to this program, and the expiry schedule shows it first."
          error={errorAt(form, "defaultProgramId")}
          {...form.register("defaultProgramId", {
            setValueAs: (v: unknown) => (v === "" || v === null ? null : Number(v)),
          })}
        />
        <CheckField
          form={form}
          path="dualEligibility"
          label="Dual eligibility"
          hint="Customers may earn in more than one program at once; the expiry lookup by program is refused."
        />
        <CheckField
          form={form}
          path="ouLevelProducts"
          label="Products per org unit"
          hint="Products are kept per store or org unit rather than once for the organization."
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Time zone</legend>
        <SelectField
          id={fieldId("timeZone")}
          label="Time zone"
          options={timeZones}
          hint="Times in the console and in its CSV exports are shown in this zone. The API keeps its own formats."
          error={errorAt(form, "timeZone")}
          {...form.register("timeZone")}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Approval policy: goodwill points</legend>
        <p className="muted">
          Blank means no such threshold. A request at or below the first is approved as it is created (never a merge);
          above the second it needs two different checkers; above the maximum it is refused.
        </p>
        <div className={styles.columns}>
          <NumberField
            form={form}
            path="approvalPolicy.GOODWILL_POINTS.autoApproveUpTo"
            label="Approve automatically up to (points)"
            hint="Blank: every request is reviewed."
          />
          <NumberField
            form={form}
            path="approvalPolicy.GOODWILL_POINTS.secondApproverAbove"
            label="Second approver above (points)"
            hint="Blank: one checker suffices."
          />
          <NumberField
            form={form}
            path="approvalPolicy.GOODWILL_POINTS.maxPoints"
            label="Maximum per request (points)"
            hint={`Blank: ${formatted(DEFAULT_MAX_GOODWILL_POINTS)} points, the default.`}
          />
          <NumberField
            form={form}
            path="approvalPolicy.GOODWILL_POINTS.confirmAbove"
            label="Ask the maker to confirm above (points)"
            hint={`Blank: ${formatted(DEFAULT_CONFIRM_ABOVE)} points.`}
          />
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Approval policy: transactions</legend>
        <p className="muted">The same rules, on the bill amount of a transaction request.</p>
        <div className={styles.columns}>
          <NumberField
            form={form}
            path="approvalPolicy.TRANSACTION.autoApproveUpTo"
            label="Approve automatically up to (amount)"
            hint="Blank: every request is reviewed."
          />
          <NumberField
            form={form}
            path="approvalPolicy.TRANSACTION.secondApproverAbove"
            label="Second approver above (amount)"
            hint="Blank: one checker suffices."
          />
          <NumberField
            form={form}
            path="approvalPolicy.TRANSACTION.maxAmount"
            label="Maximum bill amount"
            hint="Blank: no maximum."
          />
          <NumberField
            form={form}
            path="approvalPolicy.TRANSACTION.confirmAbove"
            label="Ask the maker to confirm above (amount)"
            hint={`Blank: ${formatted(DEFAULT_CONFIRM_ABOVE)}.`}
          />
        </div>
      </fieldset>

      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          Save settings
        </Button>
        {save.isPending && <span className="muted">Saving…</span>}
      </div>
      {failure && (
        <div role="alert" className="form-error">
          {failure}
        </div>
      )}
    </form>
  );
}
