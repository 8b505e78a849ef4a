"use client";

import { Dialog } from "@/components/ui/dialog.tsx";
import { Button } from "@/components/ui/button.tsx";

export const QUEUE_SHORTCUTS = [
  ["j", "Next request"],
  ["k", "Previous request"],
  ["a", "Approve the current request (merges ask first)"],
  ["r", "Reject the current request, with a reason"],
  ["?", "Show these shortcuts"],
] as const;

export function ShortcutHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title="Keyboard shortcuts" onClose={onClose}>
      <dl>
        {QUEUE_SHORTCUTS.map(([key, what]) => (
          <div key={key}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">Shortcuts work when the cursor is not in a text field.</p>
      <Button type="button" onClick={onClose}>
        Close
      </Button>
    </Dialog>
  );
}
