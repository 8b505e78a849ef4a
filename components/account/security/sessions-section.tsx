"use client";

import { signOut } from "next-auth/react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { DataTable, type Column } from "@/components/ui/data-table.tsx";
import { notifySuccess } from "@/components/ui/toast.ts";
import { notifyFailure } from "@/components/feedback/notify-failure.ts";
import type { SessionView } from "@/lib/auth/sessions/session-view.ts";
import { useEndOtherSessions, useEndSession, useOwnSessions } from "./use-own-sessions.ts";
import { Button } from "@/components/ui/button.tsx";

const METHOD_LABELS: Record<string, string> = {
  password: "Password",
  sso: "Single sign-on",
  passkey: "Passkey",
};

// The browser's own zone and format: these are the user's sign-ins, read on their device.
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

type Pending = { kind: "one"; session: SessionView } | { kind: "others" };

/** The security page's "Sessions" section: where the user is signed in, and ending any of it. */
export function SessionsSection() {
  const sessions = useOwnSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [pending, setPending] = useState<Pending | null>(null);
  const busy = endOne.isPending || endOthers.isPending;
  const rows = sessions.data ?? [];
  const others = rows.filter((session) => !session.current).length;

  const confirm = () => {
    if (!pending) return;
    if (pending.kind === "others") {
      endOthers.mutate(undefined, {
        onSuccess: (data) =>
          notifySuccess(data.ended === 1 ? "1 other session ended" : `${data.ended} other sessions ended`),
        onError: (error) => notifyFailure(error, "The sessions could not be ended; try again.", "Not ended"),
        onSettled: () => setPending(null),
      });
      return;
    }
    endOne.mutate(pending.session.id, {
      onSuccess: (data) => {
        if (data.current) void signOut({ callbackUrl: "/login" });
        else notifySuccess("Session ended", `${describe(pending.session)} is signed out.`);
      },
      onError: (error) => notifyFailure(error, "The session could not be ended; try again.", "Not ended"),
      onSettled: () => setPending(null),
    });
  };

  const columns: Column<SessionView>[] = [
    {
      key: "device",
      header: "Device",
      rowHeader: true,
      cell: (session) => (
        <>
          <span title={session.userAgent}>{session.device}</span>
          {session.current && (
            <>
              {" "}
              <Badge tone="ok">This session</Badge>
            </>
          )}
          <br />
          <span className="muted">
            {METHOD_LABELS[session.method] ?? session.method}
            {session.secondFactor ? " and a second factor" : ""}
          </span>
        </>
      ),
    },
    { key: "ip", header: "Address", cell: (session) => session.ip || "Unknown" },
    { key: "lastSeen", header: "Last seen", cell: (session) => when(session.lastSeenAt) },
    { key: "created", header: "Signed in", cell: (session) => when(session.createdAt) },
    {
      key: "actions",
      header: "Actions",
      cell: (session) => (
        <Button type="button" variant="secondary" disabled={busy} onClick={() => setPending({ kind: "one", session })}>
          End<span className="visually-hidden"> session {describe(session)}</span>
        </Button>
      ),
    },
  ];

  return (
    <section className="panel" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Sessions</h2>
      <p className="muted">
        Where you are signed in to the console. A session ends when you sign out, after a time without use set by your
        organization, or when you end it here.
      </p>
      {sessions.isError ? (
        <p role="alert" className="form-error">
          The sessions could not be loaded; reload the page to try again.
        </p>
      ) : (
        <DataTable
          caption="Your sessions"
          columns={columns}
          rows={rows}
          rowProps={(session) => ({ "data-testid": session.current ? "session-current" : "session-other" })}
          empty={sessions.isPending ? "Loading…" : "No open sessions."}
          busy={sessions.isFetching}
        />
      )}
      {others > 0 && (
        <p>
          <Button type="button" variant="secondary" disabled={busy} onClick={() => setPending({ kind: "others" })}>
            Sign out other sessions
          </Button>
        </p>
      )}
      <ConfirmDialog
        open={pending?.kind === "one"}
        title={pending?.kind === "one" && pending.session.current ? "Sign out here?" : "End this session?"}
        confirmLabel={pending?.kind === "one" && pending.session.current ? "Sign out" : "End session"}
        tone="danger"
        busy={endOne.isPending}
        returnFocusOnConfirm
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      >
        <p>
          {pending?.kind === "one" && pending.session.current
            ? "This is the session you are using: you will be signed out."
            : `${pending?.kind === "one" ? describe(pending.session) : "The session"} is signed out at its next request.`}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.kind === "others"}
        title="Sign out other sessions?"
        confirmLabel="Sign out other sessions"
        tone="danger"
        busy={endOthers.isPending}
        returnFocusOnConfirm
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      >
        <p>Every other browser signed in as you is signed out at its next request. This session stays.</p>
      </ConfirmDialog>
    </section>
  );
}

function describe(session: SessionView): string {
  return `${session.device} (${session.ip || "unknown address"})`;
}
