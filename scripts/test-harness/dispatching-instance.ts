// An app process for the webhook tests that kill or run several: instrumentation.ts's register() as Next calls
// it at start (so the dispatcher starts, and stops on SIGTERM, exactly as in the server), on the test file's
// database, with no HTTP routes. Prints "ready" once registered. On SIGTERM it exits as `next start` does.
// Run with: node --conditions=react-server --import tsx <this file>
process.env.NEXT_RUNTIME = "nodejs";
process.env.OTEL_SDK_DISABLED = "true";
const { register } = await import("../../instrumentation.ts");
await register();
// Next's server keeps its process alive; the dispatcher's own timers do not.
setInterval(() => {}, 60_000);
process.on("SIGTERM", () => process.exit(0));
console.log("ready");
export {};
