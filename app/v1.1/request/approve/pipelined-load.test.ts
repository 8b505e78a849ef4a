import pg from "pg";
import { describe, expect, it } from "vitest";
import { databaseUrl, providerOf } from "@/lib/db/database-url.mjs";
import { callRoute } from "@/scripts/test-harness/call-route.ts";
import { captureLogs } from "@/scripts/test-harness/capture-logs.ts";
import { POST as ADD } from "../add/route.ts";
import { POST as APPROVE } from "./route.ts";

const onPostgres = providerOf(databaseUrl()) === "postgresql";
const ALREADY_EXECUTING = /already executing a query/;

/** Every process warning (node-postgres deprecations among them) emitted while `work` runs. */
async function warningsDuring(work: () => Promise<void>): Promise<Error[]> {
  const seen: Error[] = [];
  const onWarning = (warning: Error) => void seen.push(warning);
  process.on("warning", onWarning);
  const logs = captureLogs(); // the request log lines of the load, kept out of the test's output
  try {
    await work();
    // Warnings are emitted on a later tick than the call that caused them.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    process.off("warning", onWarning);
    logs.restore();
  }
  return seen;
}

const addGoodwill = async () => {
  const res = await callRoute(ADD, {
    path: "/v1.1/request/add",
    body: {
      root: { request: [{ type: "GOODWILL", base_type: "POINTS", customer: { mobile: "919900000002" }, points: "5" }] },
    },
    auth: "demo.maker",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Number(res.body.response.requests.request[0].id);
};

const approve = (id: number) =>
  callRoute(APPROVE, {
    path: "/v1.1/request/approve",
    body: { root: { request: [{ id, type: "GOODWILL", base_type: "POINTS" }] } },
    auth: "demo.checker",
  });

describe("creating and approving under load", () => {
  it("emits no deprecation warning: statements sent together are pipelined, not queued on a busy connection", async () => {
    const warnings = await warningsDuring(async () => {
      for (let round = 0; round < 3; round++) {
        const ids = await Promise.all(Array.from({ length: 12 }, addGoodwill));
        const approved = await Promise.all(ids.map(approve));
        for (const res of approved) expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
    });
    expect(warnings.map((warning) => `${warning.name}: ${warning.message}`)).toEqual([]);

    if (!onPostgres) return;
    // The listener does hear node-postgres's warning: a connection that does not pipeline, sent queries
    // while one runs and another waits, emits it (once per process, so only after the load above).
    const unpipelined = new pg.Client({ connectionString: databaseUrl() });
    await unpipelined.connect();
    try {
      const control = await warningsDuring(async () => {
        await Promise.all([1, 2, 3].map((n) => unpipelined.query(`SELECT ${n}`)));
      });
      expect(control.map((warning) => warning.message)).toEqual([expect.stringMatching(ALREADY_EXECUTING)]);
    } finally {
      await unpipelined.end();
    }
  }, 60_000);
});
