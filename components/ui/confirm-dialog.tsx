"use client";

import { useEffect, useRef, useState } from "react";
import { Dialog } from "./dialog.tsx";
import { TextAreaField } from "./text-area-field.tsx";
import styles from "./ui.module.css";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in the reviewer's words: count, customers, points. */
  children: React.ReactNode;
  confirmLabel: string;
  tone?: "default" | "danger";
  /** Asks for a reason the confirmation sends along (a rejection's comment); confirm stays disabled while it is blank. */
  reasonLabel?: string;
  busy?: boolean;
  /** After a confirmation focus stays where the caller puts it (the next row); set to send it back to the opener. */
  returnFocusOnConfirm?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Asks before an irreversible action; cancel (button or Escape) changes nothing and puts focus back. */
export function ConfirmDialog({
  open,
  title,
  busy = false,
  returnFocusOnConfirm = false,
  onConfirm,
  onCancel,
  ...body
}: ConfirmDialogProps) {
  const confirmed = useRef(false);
  useEffect(() => {
    if (open) confirmed.current = false;
  }, [open]);
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      locked={busy}
      keepFocus={() => confirmed.current && !returnFocusOnConfirm}
    >
      <ConfirmBody
        {...body}
        busy={busy}
        onCancel={onCancel}
        onConfirm={(reason) => {
          confirmed.current = true;
          onConfirm(reason);
        }}
      />
    </Dialog>
  );
}

type BodyProps = Pick<
  ConfirmDialogProps,
  "confirmLabel" | "tone" | "reasonLabel" | "busy" | "onCancel" | "onConfirm" | "children"
>;

// Mounted only while the dialog is open, so each opening starts with an empty reason.
function ConfirmBody({ children, confirmLabel, tone, reasonLabel, busy, onCancel, onConfirm }: BodyProps) {
  const [reason, setReason] = useState("");
  const blank = reasonLabel !== undefined && reason.trim() === "";
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank && !busy) onConfirm(reason.trim());
      }}
    >
      <div>{children}</div>
      {reasonLabel !== undefined && (
        <TextAreaField
          id="confirm-reason"
          label={reasonLabel}
          rows={3}
          required
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          autoFocus
        />
      )}
      <div className={styles.dialogActions}>
        <button
          type="button"
          className="button secondary"
          onClick={onCancel}
          disabled={busy}
          autoFocus={reasonLabel === undefined}
        >
          Cancel
        </button>
        <button type="submit" className={tone === "danger" ? "button danger" : "button"} disabled={blank || busy}>
          {busy ? "Sending…" : confirmLabel}
        </button>
      </div>
    </form>
  );
}
