import type { ReactNode } from "react";
import { Button } from "./button.tsx";

interface Props {
  label: ReactNode;
  busy: boolean;
  /** Shown beside the button while the form is sending, such as "Saving…". */
  busyNote: ReactNode;
  className?: string;
}

/** A form's submit button, disabled while the form is sending, with a note that says so. */
export function FormSubmitRow({ label, busy, busyNote, className }: Props) {
  return (
    <div className={className}>
      <Button type="submit" disabled={busy}>
        {label}
      </Button>
      {busy && busyNote}
    </div>
  );
}
