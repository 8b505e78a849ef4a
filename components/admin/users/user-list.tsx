"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Badge } from "@/components/ui/badge.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { DataTable, type Column } from "@/components/ui/data-table.tsx";
import { notifySuccess } from "@/components/ui/toast.ts";
import { notifyFailure } from "@/components/feedback/notify-failure.ts";
import type { UpdateAdminUserInput } from "@/lib/admin/users/schemas.ts";
import { ACCESS_GROUP_LABELS } from "@/lib/auth/access-groups.ts";
import { Refused } from "@/components/feedback/refused.ts";
import type { AdminUserView } from "./admin-user-view.ts";
import { EditUserDialog } from "./edit-user-dialog.tsx";
import { OneTimePasswordNotice } from "./one-time-password-notice.tsx";
import { useEndUserSessions, useResetPassword, useResetSecondFactor, useUpdateUser } from "./use-user-mutations.ts";
import styles from "./users.module.css";
import { Button } from "@/components/ui/button.tsx";
import { OutcomeMessage } from "@/components/feedback/outcome-message.tsx";

interface Props {
  users: AdminUserView[];
  /** The signed-in admin: never offered changes only another admin may make. */
  currentUserId: number;
  /** Last sign-in times as the console shows them, by user id. */
  lastSignIn: Record<number, string>;
  caption: string;
  empty: string;
}

type Pending =
  | { kind: "edit"; user: AdminUserView }
  | { kind: "deactivate"; user: AdminUserView }
  | { kind: "reset"; user: AdminUserView }
  | { kind: "end-sessions"; user: AdminUserView }
  | { kind: "reset-second-factor"; user: AdminUserView };

const messageOf = (error: unknown, fallback: string) => (error instanceof Refused ? error.message : fallback);

/** The organization's users with their groups and status; edit, deactivate, reactivate and reset ask first. */
export function UserList({ users, currentUserId, lastSignIn, caption, empty }: Props) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const update = useUpdateUser();
  const reset = useResetPassword();
  const endSessions = useEndUserSessions();
  const resetFactor = useResetSecondFactor();
  const [pending, setPending] = useState<Pending | null>(null);
  const [editError, setEditError] = useState("");
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [password, setPassword] = useState<{ username: string; password: string } | null>(null);
  const refresh = () => startTransition(() => router.refresh());

  const change = (user: AdminUserView, patch: UpdateAdminUserInput, done: string, closeOnError: boolean) => {
    setOutcome(null);
    setEditError("");
    update.mutate(
      { id: user.id, patch },
      {
        onSuccess: () => {
          setPending(null);
          notifySuccess(done);
          setOutcome({ ok: true, text: done });
        },
        onError: (error) => {
          const text = messageOf(error, "The change could not be sent; try again.");
          if (closeOnError) {
            setPending(null);
            setOutcome({ ok: false, text: `${user.username} was not changed: ${text}` });
          } else setEditError(text);
          notifyFailure(error, "The change could not be sent; try again.", `${user.username} was not changed`);
        },
        onSettled: refresh,
      },
    );
  };

  const resetPassword = (user: AdminUserView) => {
    setOutcome(null);
    reset.mutate(user.id, {
      onSuccess: (result) => {
        setPassword({ username: result.user.username, password: result.oneTimePassword });
        notifySuccess(`New one-time password for ${user.username}`);
      },
      onError: (error) => {
        setOutcome({
          ok: false,
          text: `The password of ${user.username} was not reset: ${messageOf(error, "try again.")}`,
        });
        notifyFailure(error, "The password could not be reset; try again.", "Not reset");
      },
      onSettled: () => {
        setPending(null);
        refresh();
      },
    });
  };

  const endUserSessions = (user: AdminUserView) => {
    setOutcome(null);
    endSessions.mutate(user.id, {
      onSuccess: (data) => {
        const text =
          data.ended === 0
            ? `${user.username} had no open sessions`
            : `${user.username} is signed out of ${data.ended === 1 ? "1 session" : `${data.ended} sessions`}`;
        notifySuccess(text);
        setOutcome({ ok: true, text });
      },
      onError: (error) => {
        setOutcome({
          ok: false,
          text: `The sessions of ${user.username} were not ended: ${messageOf(error, "try again.")}`,
        });
        notifyFailure(error, "The sessions could not be ended; try again.", "Not ended");
      },
      onSettled: () => setPending(null),
    });
  };

  const resetSecondFactor = (user: AdminUserView) => {
    setOutcome(null);
    resetFactor.mutate(user.id, {
      onSuccess: () => {
        const text = `The second factor of ${user.username} is reset; their sessions have ended`;
        notifySuccess(text);
        setOutcome({ ok: true, text });
      },
      onError: (error) => {
        setOutcome({
          ok: false,
          text: `The second factor of ${user.username} was not reset: ${messageOf(error, "try again.")}`,
        });
        notifyFailure(error, "The second factor could not be reset; try again.", "Not reset");
      },
      onSettled: () => {
        setPending(null);
        refresh();
      },
    });
  };

  const confirmations: {
    kind: Exclude<Pending["kind"], "edit">;
    title: (username: string) => string;
    confirmLabel: string;
    busy: boolean;
    run: (user: AdminUserView) => void;
    explanation: string;
  }[] = [
    {
      kind: "deactivate",
      title: (username) => `Deactivate ${username}?`,
      confirmLabel: "Deactivate",
      busy: update.isPending,
      run: (user) => change(user, { status: "DEACTIVATED" }, `${user.username} is deactivated`, true),
      explanation:
        "Their very next call is refused, in the console and the API, and their OAuth tokens and console sessions end. You can reactivate them later.",
    },
    {
      kind: "reset",
      title: (username) => `Reset the password of ${username}?`,
      confirmLabel: "Reset password",
      busy: reset.isPending,
      run: resetPassword,
      explanation:
        "Their current password stops working at once and their console sessions end. You get a one-time password to hand over, shown once.",
    },
    {
      kind: "end-sessions",
      title: (username) => `End the sessions of ${username}?`,
      confirmLabel: "End sessions",
      busy: endSessions.isPending,
      run: endUserSessions,
      explanation:
        "They are signed out of the console everywhere at their next request and can sign in again. To keep them out, deactivate them.",
    },
    {
      kind: "reset-second-factor",
      title: (username) => `Reset the second factor of ${username}?`,
      confirmLabel: "Reset second factor",
      busy: resetFactor.isPending,
      run: resetSecondFactor,
      explanation:
        "Their authenticator app, recovery codes and passkeys are removed and their sessions end. They sign in with their password alone, and set up a new second factor if the organization requires one.",
    },
  ];

  const columns: Column<AdminUserView>[] = [
    {
      key: "username",
      header: "User",
      rowHeader: true,
      cell: (user) => (
        <>
          {user.username}
          {user.id === currentUserId && <span className="muted"> (you)</span>}
          <br />
          <span className="muted">{user.displayName}</span>
        </>
      ),
    },
    {
      key: "groups",
      header: "Access groups",
      cell: (user) => (
        <ul className={styles.groupList}>
          {user.accessGroups.map((group) => (
            <li key={group}>
              <Badge tone={group === "admin" ? "info" : "neutral"}>{ACCESS_GROUP_LABELS[group] ?? group}</Badge>
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: "status",
      header: "Status",
      cell: (user) => (
        <>
          <Badge tone={user.status === "ACTIVE" ? "ok" : "warn"}>
            {user.status === "ACTIVE" ? "Active" : "Deactivated"}
          </Badge>
          {user.mustChangePassword && (
            <>
              {" "}
              <Badge tone="neutral">Password to change</Badge>
            </>
          )}
          {user.secondFactor && (
            <>
              {" "}
              <Badge tone="ok">Second factor</Badge>
            </>
          )}
        </>
      ),
    },
    { key: "lastSignIn", header: "Last sign-in", cell: (user) => lastSignIn[user.id] ?? "Never" },
    {
      key: "actions",
      header: "Actions",
      cell: (user) => {
        const self = user.id === currentUserId;
        const busy = update.isPending || reset.isPending || endSessions.isPending || resetFactor.isPending;
        const actions: { label: string; offered: boolean; onClick: () => void }[] = [
          {
            label: "Edit",
            offered: true,
            onClick: () => {
              setEditError("");
              setPending({ kind: "edit", user });
            },
          },
          {
            label: "Deactivate",
            offered: !self && user.status === "ACTIVE",
            onClick: () => setPending({ kind: "deactivate", user }),
          },
          {
            label: "Reactivate",
            offered: !self && user.status === "DEACTIVATED",
            onClick: () => change(user, { status: "ACTIVE" }, `${user.username} is active again`, true),
          },
          { label: "Reset password", offered: !self, onClick: () => setPending({ kind: "reset", user }) },
          {
            label: "End sessions",
            offered: !self && user.status === "ACTIVE",
            onClick: () => setPending({ kind: "end-sessions", user }),
          },
          {
            label: "Reset second factor",
            offered: !self && user.secondFactor,
            onClick: () => setPending({ kind: "reset-second-factor", user }),
          },
        ];
        return (
          <div className={styles.actions}>
            {actions
              .filter((action) => action.offered)
              .map((action) => (
                <Button key={action.label} type="button" variant="secondary" disabled={busy} onClick={action.onClick}>
                  {action.label}
                  <span className="visually-hidden"> {user.username}</span>
                </Button>
              ))}
          </div>
        );
      },
    },
  ];

  return (
    <>
      <OneTimePasswordNotice secret={password} onDismiss={() => setPassword(null)} />
      <OutcomeMessage outcome={outcome} />
      <DataTable
        caption={caption}
        columns={columns}
        rows={users}
        rowKey={(user) => user.id}
        rowProps={(user) => ({ "data-testid": `user-row-${user.username}` })}
        empty={empty}
      />
      {pending?.kind === "edit" && (
        <EditUserDialog
          user={pending.user}
          self={pending.user.id === currentUserId}
          busy={update.isPending}
          error={editError}
          onCancel={() => setPending(null)}
          onSave={(patch) => change(pending.user, patch, `${pending.user.username} saved`, false)}
        />
      )}
      {confirmations.map((confirmation) => (
        <ConfirmDialog
          key={confirmation.kind}
          open={pending?.kind === confirmation.kind}
          title={confirmation.title(pending?.user.username ?? "")}
          confirmLabel={confirmation.confirmLabel}
          tone="danger"
          busy={confirmation.busy}
          returnFocusOnConfirm
          onCancel={() => setPending(null)}
          onConfirm={() => {
            if (pending) confirmation.run(pending.user);
          }}
        >
          <p>{confirmation.explanation}</p>
        </ConfirmDialog>
      ))}
    </>
  );
}
