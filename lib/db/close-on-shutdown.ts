// `next start` handles SIGTERM and SIGINT itself: it stops accepting connections, lets in-flight requests
// finish, then calls process.exit. The database must close after those requests and before that exit,
// so the exit waits for the client to disconnect. A server still busy after FORCE_EXIT_MS exits anyway,
// inside the 10 s a process manager usually allows: a disconnect can hang for good (the pg pool waits for
// a connection that a transaction Prisma cut off at shutdown never gives back).
const FORCE_EXIT_MS = 9_000;

type Closable = { $disconnect(): Promise<void> };

export function closeDatabaseOnShutdown(
  current: () => Closable | undefined,
  { forceExitMs = FORCE_EXIT_MS }: { forceExitMs?: number } = {},
): void {
  let stopping = false;
  const onSignal = () => {
    if (stopping) return;
    stopping = true;
    const exit = process.exit.bind(process);
    let closing: Promise<void> | undefined;
    const closeThenExit = (code?: number | string | null) => {
      closing ??= (current()?.$disconnect() ?? Promise.resolve()).catch((error: unknown) =>
        console.error("database close failed", error),
      );
      void closing.finally(() => exit(code));
    };
    process.exit = closeThenExit as typeof process.exit;
    setTimeout(() => {
      console.error(`database still closing after ${forceExitMs} ms: exiting without it`);
      exit(1);
    }, forceExitMs).unref();
  };
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
}
