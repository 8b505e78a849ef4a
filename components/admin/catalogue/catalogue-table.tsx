"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Badge } from "@/components/ui/badge.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { DataTable, type Column } from "@/components/ui/data-table.tsx";
import { notifySuccess } from "@/components/ui/toast.ts";
import { notifyFailure } from "@/components/feedback/notify-failure.ts";
import type { CatalogueItem } from "@/lib/admin/catalogue/catalogue-item.ts";
import { Refused } from "@/components/feedback/refused.ts";
import { catalogueKindView } from "./catalogue-kinds.ts";
import { CatalogueRenameDialog } from "./catalogue-rename-dialog.tsx";
import { useCatalogueMutations } from "./use-catalogue-mutations.ts";
import styles from "../admin.module.css";
import { Button } from "@/components/ui/button.tsx";
import { OutcomeMessage } from "@/components/feedback/outcome-message.tsx";

interface Props {
  slug: string;
  items: CatalogueItem[];
  /** Shown when the section has no entry (or none matches the search). */
  empty: string;
}

type Pending = { action: "deactivate" | "delete"; item: CatalogueItem } | null;

const messageOf = (error: unknown, fallback: string) => (error instanceof Refused ? error.message : fallback);

/**
 * One section's entries: rename in a dialog, deactivate (confirmed) or reactivate, delete (confirmed). The
 * API refuses deleting what is in use and says why; the page then offers deactivation instead.
 */
export function CatalogueTable({ slug, items, empty }: Props) {
  const kind = catalogueKindView(slug);
  const router = useRouter();
  const { update, remove } = useCatalogueMutations(kind.slug);
  const [renaming, setRenaming] = useState<CatalogueItem | null>(null);
  const [renameFailure, setRenameFailure] = useState("");
  const [pending, setPending] = useState<Pending>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const busy = update.isPending || remove.isPending;

  const done = (text: string) => {
    setOutcome({ ok: true, text });
    notifySuccess(text);
    router.refresh();
  };
  const failed = (error: unknown, subject: string) => {
    setOutcome({ ok: false, text: `${subject}: ${messageOf(error, "try again.")}` });
    notifyFailure(error, "The change could not be sent; try again.", subject);
  };

  const setActive = (item: CatalogueItem, active: boolean) =>
    update.mutate(
      { id: item.id, body: { active } },
      {
        onSuccess: () => done(`${item.name} is now ${active ? "active" : "deactivated"}`),
        onError: (error) => failed(error, `${item.name} was not ${active ? "reactivated" : "deactivated"}`),
      },
    );

  const columns: Column<CatalogueItem>[] = [
    { key: "name", header: "Name", rowHeader: true, cell: (item) => item.name },
    { key: "detail", header: "Details", cell: (item) => item.detail ?? "—" },
    {
      key: "status",
      header: "Status",
      cell: (item) => (
        <span className={styles.badges}>
          {item.active ? <Badge tone="ok">Active</Badge> : <Badge tone="warn">Deactivated</Badge>}
          {item.isDefault && <Badge tone="info">Default</Badge>}
        </span>
      ),
    },
    {
      key: "actions",
      header: "Actions",
      cell: (item) => (
        <span className={styles.rowActions}>
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setRenameFailure("");
              setRenaming(item);
            }}
          >
            Rename<span className="visually-hidden"> {item.name}</span>
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={() => (item.active ? setPending({ action: "deactivate", item }) : setActive(item, true))}
          >
            {item.active ? "Deactivate" : "Reactivate"}
            <span className="visually-hidden"> {item.name}</span>
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={() => setPending({ action: "delete", item })}
          >
            Delete<span className="visually-hidden"> {item.name}</span>
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <OutcomeMessage outcome={outcome} statusClassName={styles.outcome} />
      <DataTable
        caption={`${kind.label}, by name`}
        columns={columns}
        rows={items}
        rowKey={(item) => item.id}
        rowProps={(item) => ({ "data-testid": `catalogue-row-${item.id}` })}
        empty={empty}
        busy={busy}
      />
      <CatalogueRenameDialog
        kind={kind}
        item={renaming}
        busy={update.isPending}
        failure={renameFailure}
        onCancel={() => setRenaming(null)}
        onSave={(item, name) =>
          update.mutate(
            { id: item.id, body: { [kind.nameField]: name } },
            {
              onSuccess: () => {
                setRenaming(null);
                done(`${item.name} is now named ${name}`);
              },
              onError: (error) => setRenameFailure(messageOf(error, "The name could not be saved; try again.")),
            },
          )
        }
      />
      <ConfirmDialog
        open={pending !== null}
        title={`${pending?.action === "delete" ? "Delete" : "Deactivate"} ${kind.noun} ${pending?.item.name ?? ""}?`}
        confirmLabel={pending?.action === "delete" ? "Delete" : "Deactivate"}
        tone="danger"
        returnFocusOnConfirm
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const chosen = pending;
          setPending(null);
          if (!chosen) return;
          if (chosen.action === "deactivate") setActive(chosen.item, false);
          else
            remove.mutate(chosen.item.id, {
              onSuccess: () => done(`${chosen.item.name} was deleted`),
              onError: (error) => failed(error, `${chosen.item.name} was not deleted`),
            });
        }}
      >
        {pending?.action === "delete" ? (
          <p>It is removed for good. Something still using it keeps it: deactivate it then instead.</p>
        ) : (
          <p>
            Operations that take it refuse it from now on and pickers stop offering it. What already names it keeps it,
            and it can be reactivated.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
