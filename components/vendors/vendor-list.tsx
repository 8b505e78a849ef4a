"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { DataTable, type Column } from "@/components/ui/data-table.tsx";
import { notifySuccess } from "@/components/ui/toast.ts";
import { describeOutcomeError } from "@/components/feedback/error-words.ts";
import { notifyFailure } from "@/components/feedback/notify-failure.ts";
import { Refused } from "@/components/feedback/refused.ts";
import type { VendorView } from "@/lib/vendors/vendor-view.ts";
import { useSetVendorEnabled } from "./use-vendor-mutations.ts";
import styles from "./vendors.module.css";
import layout from "@/components/ui/layout.module.css";
import { Button } from "@/components/ui/button.tsx";
import { OutcomeMessage } from "@/components/feedback/outcome-message.tsx";

interface Props {
  brand: { id: number; name: string };
  vendors: VendorView[];
  offset: number;
  /** The viewer may enable and disable vendors; otherwise the list only reads. */
  canChange: boolean;
}

interface Outcome {
  ok: boolean;
  text: string;
}

/**
 * One page of a brand's vendors (server-rendered from the domain, which knows the stored type the API
 * renders as REWARDS). Enable/disable calls the status route, shows the new state at once and reloads
 * the page's server data afterwards; a refusal puts the row back.
 */
export function VendorList({ brand, vendors, offset, canChange }: Props) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const setEnabled = useSetVendorEnabled();
  // Optimistic states, valid only for the server data they were made on.
  const [pending, setPending] = useState<{ basis: VendorView[]; enabled: ReadonlyMap<number, boolean> }>({
    basis: vendors,
    enabled: new Map(),
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const overrides = pending.basis === vendors ? pending.enabled : new Map<number, boolean>();
  // Disabling stops the vendor's rewards at once, so it asks first; enabling does not.
  const [confirmingDisable, setConfirmingDisable] = useState<VendorView | null>(null);

  const toggle = (vendor: VendorView, enabled: boolean) => {
    setOutcome(null);
    setPending({ basis: vendors, enabled: new Map(overrides).set(vendor.id, enabled) });
    setEnabled.mutate(
      { id: vendor.id, enabled },
      {
        onSuccess: (result) => {
          const state = result.vendor.enabled ? "enabled" : "disabled";
          notifySuccess(`${vendor.name} is now ${state}`, `Code ${result.status.code}: ${result.status.message}`);
          setOutcome({
            ok: true,
            text: `${vendor.name} is now ${state}. (${result.status.code}: ${result.status.message})`,
          });
        },
        onError: (error) => {
          const next = new Map(overrides);
          next.delete(vendor.id);
          setPending({ basis: vendors, enabled: next });
          const failure = `${vendor.name} was not ${enabled ? "enabled" : "disabled"}`;
          notifyFailure(error, "The change could not be sent; try again.", failure);
          setOutcome({
            ok: false,
            text: `${failure}: ${
              error instanceof Refused
                ? error.errors.map((e) => describeOutcomeError(e).text).join(" ")
                : "The change could not be sent; try again."
            }`,
          });
        },
        onSettled: () => startTransition(() => router.refresh()),
      },
    );
  };

  const columns: Column<VendorView>[] = [
    {
      key: "name",
      header: "Name",
      rowHeader: true,
      cell: (vendor) => <Link href={`/vendors/${vendor.id}`}>{vendor.name}</Link>,
    },
    { key: "code", header: "Code", cell: (vendor) => <span className={layout.code}>{vendor.code}</span> },
    { key: "type", header: "Type", cell: (vendor) => vendor.type },
    { key: "rank", header: "Rank", cell: (vendor) => vendor.rank ?? "—" },
    {
      key: "enabled",
      header: "Enabled",
      cell: (vendor) => ((overrides.get(vendor.id) ?? vendor.enabled) ? "Yes" : "No"),
    },
  ];
  // Enabling and disabling are writes (the default group): readers get no Change column.
  if (canChange)
    columns.push({
      key: "change",
      header: "Change",
      cell: (vendor) => {
        const enabled = overrides.get(vendor.id) ?? vendor.enabled;
        return (
          <Button
            type="button"
            variant="secondary"
            // One change at a time: react-query reports only the latest call's outcome.
            disabled={setEnabled.isPending}
            onClick={() => (enabled ? setConfirmingDisable(vendor) : toggle(vendor, true))}
          >
            {enabled ? "Disable" : "Enable"}
            <span className="visually-hidden"> vendor {vendor.name}</span>
          </Button>
        );
      },
    });

  return (
    <>
      <OutcomeMessage outcome={outcome} statusClassName={outcome?.ok ? styles.success : undefined} />
      <DataTable
        caption={`Vendors of ${brand.name} by rank, unranked last${offset > 0 ? `, from number ${offset + 1}` : ""}`}
        columns={columns}
        rows={vendors}
        rowKey={(vendor) => vendor.id}
        rowProps={(vendor) => ({ "data-testid": `vendor-row-${vendor.id}` })}
        empty="This brand has no vendors yet."
      />
      <ConfirmDialog
        open={confirmingDisable !== null}
        title={`Disable vendor ${confirmingDisable?.name ?? ""}?`}
        confirmLabel="Disable"
        tone="danger"
        returnFocusOnConfirm
        onCancel={() => setConfirmingDisable(null)}
        onConfirm={() => {
          if (confirmingDisable) toggle(confirmingDisable, false);
          setConfirmingDisable(null);
        }}
      >
        <p>Its rewards stop being offered until it is enabled again. Its details are kept.</p>
      </ConfirmDialog>
    </>
  );
}
