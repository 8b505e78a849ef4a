"use client";

import { Button } from "@/components/ui/button.tsx";
import { useClipboardCopy } from "@/components/ui/use-clipboard-copy.ts";

/** Copies a value to the clipboard and says so; where the browser refuses, the value stays selectable. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { state, copy } = useClipboardCopy(value);
  return (
    <>
      <Button type="button" variant="secondary" onClick={copy}>
        Copy<span className="visually-hidden"> {label}</span>
      </Button>
      <span role="status" className="muted">
        {state === "copied" ? "Copied." : state === "failed" ? "Copy failed: select the text and copy it." : ""}
      </span>
    </>
  );
}
