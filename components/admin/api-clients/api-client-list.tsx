"use client";

import { useState } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { DataTable, type Column } from "@/components/ui/data-table.tsx";
import { Dialog } from "@/components/ui/dialog.tsx";
import { SelectField } from "@/components/ui/select-field.tsx";
import { notifySuccess } from "@/components/ui/toast.ts";
import { notifyFailure } from "@/components/feedback/notify-failure.ts";
import type { ApiClientView } from "@/lib/admin/api-clients/api-client-view.ts";
import type { ApiClientStatus } from "@/lib/admin/api-clients/schemas.ts";
import { useRevokeApiClient, useRotateApiClient, type IssuedSecret } from "./use-api-client-mutations.ts";
import styles from "./api-clients.module.css";
import layout from "@/components/ui/layout.module.css";
import uiStyles from "@/components/ui/ui.module.css";
import { Button } from "@/components/ui/button.tsx";

/** A client as listed, with its times already written in the organization's way by the server. */
export interface ApiClientListItem extends ApiClientView {
  shown: { expiresAt: string; lastUsedAt: string; createdAt: string };
}

const STATUS_TONE: Record<ApiClientStatus, BadgeTone> = { ACTIVE: "ok", EXPIRED: "warn", REVOKED: "danger" };
const STATUS_WORD: Record<ApiClientStatus, string> = { ACTIVE: "Active", EXPIRED: "Expired", REVOKED: "Revoked" };

const OVERLAPS = [
  { value: "0", label: "None: the old secret stops now" },
  { value: "3600", label: "1 hour" },
  { value: "86400", label: "1 day (default)" },
  { value: "604800", label: "7 days" },
  { value: "2592000", label: "30 days" },
];

interface Props {
  clients: ApiClientListItem[];
  /** Reloads the page's server data after a change. */
  onChanged: () => void;
  onRotated: (issued: IssuedSecret) => void;
  empty: React.ReactNode;
}

export function ApiClientList({ clients, onChanged, onRotated, empty }: Props) {
  const rotate = useRotateApiClient();
  const revoke = useRevokeApiClient();
  const [rotating, setRotating] = useState<ApiClientListItem | null>(null);
  const [overlap, setOverlap] = useState("86400");
  const [revoking, setRevoking] = useState<ApiClientListItem | null>(null);

  const doRotate = async (client: ApiClientListItem) => {
    try {
      const issued = await rotate.mutateAsync({ id: client.id, overlapSeconds: Number(overlap) });
      setRotating(null);
      onRotated(issued);
      onChanged();
    } catch (error) {
      setRotating(null);
      notifyFailure(error, "The secret could not be rotated; try again.", `${client.name}: not rotated`);
    }
  };
  const doRevoke = async (client: ApiClientListItem) => {
    try {
      await revoke.mutateAsync(client.id);
      notifySuccess(`${client.name} is revoked`, "Its tokens are refused from the next call.");
    } catch (error) {
      notifyFailure(error, "The client could not be revoked; try again.", `${client.name}: not revoked`);
    } finally {
      setRevoking(null);
      onChanged();
    }
  };

  const columns: Column<ApiClientListItem>[] = [
    { key: "name", header: "Name", rowHeader: true, cell: (client) => client.name },
    { key: "key", header: "Key", cell: (client) => <span className={layout.code}>{client.key}</span> },
    { key: "groups", header: "Access groups", cell: (client) => client.accessGroups.join(", ") },
    {
      key: "status",
      header: "Status",
      cell: (client) => (
        <span className={styles.badges}>
          <Badge tone={STATUS_TONE[client.status]}>{STATUS_WORD[client.status]}</Badge>
          {client.expiresSoon && <Badge tone="warn">Expires soon</Badge>}
        </span>
      ),
    },
    { key: "expires", header: "Expires", cell: (client) => client.shown.expiresAt },
    { key: "lastUsed", header: "Last used", cell: (client) => client.shown.lastUsedAt },
    { key: "created", header: "Created", cell: (client) => client.shown.createdAt },
    {
      key: "actions",
      header: "Actions",
      cell: (client) =>
        client.status === "REVOKED" ? (
          <span className="muted">—</span>
        ) : (
          <span className={styles.actions}>
            <Button type="button" variant="secondary" onClick={() => setRotating(client)}>
              Rotate secret<span className="visually-hidden"> of {client.name}</span>
            </Button>
            <Button type="button" variant="danger" onClick={() => setRevoking(client)}>
              Revoke<span className="visually-hidden"> {client.name}</span>
            </Button>
          </span>
        ),
    },
  ];

  return (
    <>
      <DataTable
        caption="API clients, newest first"
        columns={columns}
        rows={clients}
        rowTestIdPrefix="api-client-row"
        empty={empty}
      />
      <Dialog
        open={rotating !== null}
        title={`Rotate the secret of ${rotating?.name ?? ""}?`}
        onClose={() => setRotating(null)}
        locked={rotate.isPending}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (rotating && !rotate.isPending) void doRotate(rotating);
          }}
        >
          <p>
            A new secret is made and shown once. Until the overlap ends the old secret still gets tokens, so the
            client&apos;s systems can switch over; tokens already issued keep their own short expiry.
          </p>
          <SelectField
            id="rotate-overlap"
            label="Old secret keeps working for"
            options={OVERLAPS}
            value={overlap}
            onChange={(event) => setOverlap(event.target.value)}
          />
          <div className={uiStyles.dialogActions}>
            <Button
              type="button"
              variant="secondary"
              onClick={() => setRotating(null)}
              disabled={rotate.isPending}
              autoFocus
            >
              Cancel
            </Button>
            <Button type="submit" disabled={rotate.isPending}>
              {rotate.isPending ? "Sending…" : "Rotate secret"}
            </Button>
          </div>
        </form>
      </Dialog>
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke ${revoking?.name ?? ""}?`}
        confirmLabel="Revoke"
        tone="danger"
        busy={revoke.isPending}
        returnFocusOnConfirm
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && void doRevoke(revoking)}
      >
        <p>
          Its tokens are refused from the next call and its secrets get no more. This cannot be undone: a client needed
          again is created anew.
        </p>
      </ConfirmDialog>
    </>
  );
}
