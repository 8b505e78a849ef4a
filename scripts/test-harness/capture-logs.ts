import { createLogger, replaceLogger } from "../../lib/logging/logger.ts";

export interface CapturedLogs {
  /** Every line written so far, as raw text. */
  text(): string;
  /** Every line written so far, parsed. */
  // Log lines are asserted by shape in the tests, so they are typed loosely on purpose.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  lines(): any[];
  restore(): void;
}

/** Installs a real pino logger whose output is kept in memory instead of going to standard output. */
export function captureLogs(level: "info" | "debug" = "info"): CapturedLogs {
  const written: string[] = [];
  const previous = replaceLogger(
    createLogger({ level, destination: { write: (line: string) => void written.push(line) } }),
  );
  return {
    text: () => written.join(""),
    lines: () => written.map((line) => JSON.parse(line)),
    restore: () => void replaceLogger(previous),
  };
}
