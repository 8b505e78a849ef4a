import type { Instrumentation } from "next";

// Next.js calls register() once when a server process starts.
export async function register() {
  // NEXT_RUNTIME is Next's own build-time marker of the server runtime, not configuration.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { appEnv } = await import("./lib/config/env.ts");
  // Every bad variable listed at once, before the first request (npm start checks too; `next start` alone does not).
  appEnv();
  // Before the first request, so Next's own request spans and ours share the provider and propagator.
  const { startTracing } = await import("./lib/observability/start-tracing.ts");
  const tracing = startTracing();
  // Webhook delivery runs in the app's own process (unless WEBHOOK_DISPATCHER=false): no second process to run.
  const { startWebhookDispatcher } = await import("./lib/webhooks/dispatch/dispatcher.ts");
  const dispatcher = startWebhookDispatcher();
  const { closeDatabaseOnShutdown } = await import("./lib/db/close-on-shutdown.ts");
  const db = () => (globalThis as { loyaltyDb?: { $disconnect(): Promise<void> } }).loyaltyDb;
  // After the last request: the dispatcher gives back the deliveries it holds (it needs the database), then
  // the spans still queued are exported and the database closed before the exit.
  closeDatabaseOnShutdown(() => ({
    $disconnect: async () => {
      await dispatcher?.stop().catch(() => undefined);
      await Promise.all([tracing?.shutdown().catch(() => undefined), db()?.$disconnect()]);
    },
  }));
}

// Pages, server actions and route handlers outside the API wrapper: their errors with stack and request id.
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME === "edge") return;
  const { logRequestError } = await import("./lib/logging/log-request-error.ts");
  logRequestError(error, request, context);
};
