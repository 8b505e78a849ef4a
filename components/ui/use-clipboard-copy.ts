"use client";

import { useState } from "react";

/** Copies a value to the clipboard; the state says whether the browser allowed it, for a status line. */
export function useClipboardCopy(value: string) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      setState("failed");
    }
  };
  return { state, copy };
}
