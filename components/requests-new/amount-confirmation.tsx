"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import type { EffectiveRule } from "@/lib/orgs/approval-policy.ts";
import { formatAmount } from "@/lib/requests/format-amount.ts";

/** The field's hint: the organization's maximum and the confirmation threshold, with separators. */
export function amountPolicyHint(rule: EffectiveRule, unit: string, example?: string): string {
  const parts = [
    example,
    rule.max === null ? undefined : `At most ${formatAmount(rule.max)}${unit} per request (organization policy)`,
    `above ${formatAmount(rule.confirmAbove)}${unit} you are asked to confirm`,
  ];
  return parts.filter(Boolean).join(". ") + ".";
}

/** What the typed amount reads as, with thousands separators, while the maker types it. */
export function AmountPreview({ id, value, unit }: { id: string; value: string | undefined; unit: string }) {
  const shown = value && /^\d+(\.\d+)?$/.test(value.trim()) ? `${formatAmount(value.trim())}${unit}` : "";
  return (
    <p id={id} className="muted" aria-live="polite">
      {shown && `Amount: ${shown}`}
    </p>
  );
}

/**
 * Asks before sending an amount above the organization's confirmation threshold (a slip of the keyboard
 * adds zeros); at or below it the request is sent at once.
 */
export function useAmountConfirmation(rule: EffectiveRule, unit: string) {
  const [pending, setPending] = useState<{ amount: string; send: () => void } | null>(null);
  const confirmFirst = (amount: string | undefined, send: () => void) => {
    if (amount !== undefined && Number(amount) > rule.confirmAbove) setPending({ amount, send });
    else send();
  };
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title="Confirm the amount"
      confirmLabel="Create request"
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const send = pending?.send;
        setPending(null);
        send?.();
      }}
    >
      <p>
        {pending && (
          <>
            <strong>
              {formatAmount(pending.amount)}
              {unit}
            </strong>{" "}
            is above {formatAmount(rule.confirmAbove)}
            {unit}, the amount above which this organization asks makers to confirm. Create the request?
          </>
        )}
      </p>
    </ConfirmDialog>
  );
  return { confirmFirst, dialog };
}
