"use client";

import { DEFAULT_CONFIRM_ABOVE, DEFAULT_MAX_GOODWILL_POINTS } from "@/lib/orgs/approval-policy.ts";
import { NumberField, type SettingsForm, type SettingsPath } from "./settings-fields.tsx";
import styles from "./settings.module.css";

interface ThresholdField {
  path: SettingsPath;
  label: string;
  hint: string;
}

interface PolicySection {
  legend: string;
  intro: string;
  fields: readonly ThresholdField[];
}

const formatted = (value: number) => value.toLocaleString("en");

/** The same thresholds for each kind of request: on goodwill points, and on a transaction's bill amount. */
const POLICY_SECTIONS: readonly PolicySection[] = [
  {
    legend: "Approval policy: goodwill points",
    intro:
      "Blank means no such threshold. A request at or below the first is approved as it is created (never a merge); above the second it needs two different checkers; above the maximum it is refused.",
    fields: [
      {
        path: "approvalPolicy.GOODWILL_POINTS.autoApproveUpTo",
        label: "Approve automatically up to (points)",
        hint: "Blank: every request is reviewed.",
      },
      {
        path: "approvalPolicy.GOODWILL_POINTS.secondApproverAbove",
        label: "Second approver above (points)",
        hint: "Blank: one checker suffices.",
      },
      {
        path: "approvalPolicy.GOODWILL_POINTS.maxPoints",
        label: "Maximum per request (points)",
        hint: `Blank: ${formatted(DEFAULT_MAX_GOODWILL_POINTS)} points, the default.`,
      },
      {
        path: "approvalPolicy.GOODWILL_POINTS.confirmAbove",
        label: "Ask the maker to confirm above (points)",
        hint: `Blank: ${formatted(DEFAULT_CONFIRM_ABOVE)} points.`,
      },
    ],
  },
  {
    legend: "Approval policy: transactions",
    intro: "The same rules, on the bill amount of a transaction request.",
    fields: [
      {
        path: "approvalPolicy.TRANSACTION.autoApproveUpTo",
        label: "Approve automatically up to (amount)",
        hint: "Blank: every request is reviewed.",
      },
      {
        path: "approvalPolicy.TRANSACTION.secondApproverAbove",
        label: "Second approver above (amount)",
        hint: "Blank: one checker suffices.",
      },
      { path: "approvalPolicy.TRANSACTION.maxAmount", label: "Maximum bill amount", hint: "Blank: no maximum." },
      {
        path: "approvalPolicy.TRANSACTION.confirmAbove",
        label: "Ask the maker to confirm above (amount)",
        hint: `Blank: ${formatted(DEFAULT_CONFIRM_ABOVE)}.`,
      },
    ],
  },
];

/** The approval policies' thresholds, one fieldset per kind of request. */
export function ApprovalPolicyFields({ form }: { form: SettingsForm }) {
  return (
    <>
      {POLICY_SECTIONS.map(({ legend, intro, fields }) => (
        <fieldset key={legend} className={styles.group}>
          <legend>{legend}</legend>
          <p className="muted">{intro}</p>
          <div className={styles.columns}>
            {fields.map((field) => (
              <NumberField key={field.path} form={form} {...field} />
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}
