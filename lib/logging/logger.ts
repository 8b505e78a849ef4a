import pino, { type DestinationStream, type Logger } from "pino";
import { logLevel, type LogLevel } from "../config/env.ts";
import { traceFields } from "../observability/tracing.ts";

export type { Logger };

// Belt and braces: no code path passes these to the logger, but a future `log.info({ headers })` must not leak.
const REDACTED_PATHS = [
  "authorization",
  "*.authorization",
  "headers.authorization",
  "req.headers.authorization",
  "headers.cookie",
  "req.headers.cookie",
  "password",
  "*.password",
  "secret",
  "*.secret",
  "token",
  "*.token",
  "body",
  "*.body",
];

export interface LoggerOptions {
  level?: LogLevel;
  /** Where lines go; standard output when absent. Tests inject a stream to read the lines back. */
  destination?: DestinationStream;
}

export function createLogger({ level = logLevel(), destination }: LoggerOptions = {}): Logger {
  const options = {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    // With an exporter (a registered context), every line written during a call carries its trace ids;
    // without one only the request line does (apiRoute puts them there).
    mixin: traceFields,
  };
  return destination ? pino(options, destination) : pino(options);
}

// One logger per process (the dev server re-evaluates modules, so it lives on globalThis).
const holder = globalThis as unknown as { loyaltyLogger?: Logger };

export function logger(): Logger {
  return (holder.loyaltyLogger ??= createLogger());
}

/** Swaps the process-wide logger (tests capture the real logger's output); returns the previous one. */
export function replaceLogger(next: Logger): Logger {
  const previous = logger();
  holder.loyaltyLogger = next;
  return previous;
}
