"use client";

import { useEffect, useId, useRef } from "react";
import styles from "./ui.module.css";

export interface DialogProps {
  open: boolean;
  title: string;
  children: React.ReactNode;
  /** Escape or the page behind: closes without doing anything. */
  onClose: () => void;
  /** Focus goes back to the element that opened the dialog, unless this returns true (the caller moved it). */
  keepFocus?: () => boolean;
  /** While true, Escape does nothing (a decision is being sent). */
  locked?: boolean;
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal on the native <dialog>: the page behind is inert, Tab stays inside, Escape closes, and focus
 * returns to the opener. Open and closed are React state, never the browser's alone.
 */
export function Dialog({ open, title, children, onClose, keepFocus, locked = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      if (!keepFocus?.()) opener.current?.focus();
    }
  }, [open, keepFocus]);

  const trapTab = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const items = [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    if (items.length === 0) return;
    const [first, last] = [items[0], items[items.length - 1]];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault();
        if (!locked) onClose();
      }}
      // Chromium may close on a repeated Escape despite preventDefault: follow it rather than reopen. The close
      // event arrives a task after close(), so one from a cancel can land after a quick reopen: ignore it then.
      onClose={() => {
        if (open && !ref.current?.open) onClose();
      }}
    >
      {open && (
        <>
          <h2 id={titleId}>{title}</h2>
          {children}
        </>
      )}
    </dialog>
  );
}
