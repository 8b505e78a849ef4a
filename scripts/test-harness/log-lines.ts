import { expect } from "vitest";
import type { CapturedLogs } from "./capture-logs.ts";

/** Exactly one line was logged, and it carries at least these fields. */
export function expectOnlyLogLine(logs: CapturedLogs, fields: Record<string, unknown>) {
  expect(logs.lines()).toEqual([expect.objectContaining(fields)]);
}
