"use client";

import { useEffect } from "react";
import type { Decision } from "./decide-requests.ts";
import type { RequestSummary } from "./use-request-queue.ts";

interface Options {
  rows: RequestSummary[];
  activeId: number | null;
  /** Off while a dialog is open: its own keys apply. */
  enabled: boolean;
  onMove: (id: number) => void;
  onDecide: (decision: Decision, row: RequestSummary) => void;
  onHelp: () => void;
}

// Typing in a text field never triggers a shortcut; checkboxes and buttons do not take letters.
const TYPING =
  "textarea, select, input:not([type=checkbox]):not([type=radio]):not([type=button]), [contenteditable='true']";

/** j/k move between rows, a approves, r rejects, ? shows the list: the reviewer's keyboard. */
export function useQueueKeys({ rows, activeId, enabled, onMove, onDecide, onHelp }: Options) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.target instanceof Element && event.target.closest(TYPING)) return;
      if (document.querySelector("dialog[open]")) return;
      const index = rows.findIndex((r) => r.id === activeId);
      if (event.key === "?") {
        event.preventDefault();
        onHelp();
      } else if ((event.key === "j" || event.key === "k") && rows.length) {
        event.preventDefault();
        const step = event.key === "j" ? 1 : -1;
        const next =
          index === -1 ? (step > 0 ? 0 : rows.length - 1) : Math.min(rows.length - 1, Math.max(0, index + step));
        onMove(rows[next].id);
      } else if ((event.key === "a" || event.key === "r") && index !== -1) {
        event.preventDefault();
        onDecide(event.key === "a" ? "APPROVED" : "REJECTED", rows[index]);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });
}
