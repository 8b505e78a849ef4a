import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A child process stands in for `next start`: on SIGTERM it calls process.exit, as Next does once its
// in-flight requests are done; the database client is a stand-in whose disconnect we control.
const child = (disconnect: "hangs" | "resolves") => {
  const modulePath = JSON.stringify(path.resolve("lib/db/close-on-shutdown.ts"));
  const script = `
    const { closeDatabaseOnShutdown } = await import(${modulePath});
    let closed = false;
    const client = { $disconnect: () => ${disconnect === "hangs" ? "new Promise(() => {})" : "new Promise((resolve) => setTimeout(() => { closed = true; resolve(); }, 100))"} };
    closeDatabaseOnShutdown(() => client, { forceExitMs: 500 });
    process.on("SIGTERM", () => process.exit(0));
    process.on("exit", () => console.log(closed ? "closed" : "not closed"));
    setInterval(() => {}, 1000);
    console.log("ready");`;
  return spawn(path.resolve("node_modules/.bin/tsx"), ["--input-type=module", "-e", script], { stdio: "pipe" });
};

async function stopAfterReady(disconnect: "hangs" | "resolves") {
  const proc = child(disconnect);
  setTimeout(() => proc.kill("SIGKILL"), 10_000).unref();
  let output = "";
  proc.stdout.on("data", (chunk) => (output += chunk));
  proc.stderr.on("data", (chunk) => (output += chunk));
  await new Promise<void>((resolve) => proc.stdout.on("data", () => output.includes("ready") && resolve()));
  const started = Date.now();
  proc.kill("SIGTERM");
  const code = await new Promise<number | null>((resolve) => proc.once("exit", resolve));
  return { code, output, ms: Date.now() - started };
}

describe("closing the database on shutdown", () => {
  it("exits once the client has disconnected, with Next's exit code", async () => {
    const { code, output } = await stopAfterReady("resolves");
    expect(code).toBe(0);
    expect(output).toContain("closed");
    expect(output).not.toContain("not closed");
  });

  it("exits after the force timeout when the disconnect never finishes", async () => {
    const { code, output, ms } = await stopAfterReady("hangs");
    expect(code).toBe(1);
    expect(output).toContain("exiting without it");
    expect(ms).toBeLessThan(5_000);
  }, 15_000);
});
