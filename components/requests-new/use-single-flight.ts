"use client";

import { useCallback, useRef, useState } from "react";

/**
 * Runs one submission at a time: a second click while the first is still being sent (before React has
 * re-rendered the disabled button) is dropped, so one click makes one request.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { run, busy };
}
