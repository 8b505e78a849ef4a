import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { db } from "../lib/db/client.ts";

// npm run db:seed-scale on a migrated database without the demo data: it refuses and adds nothing.
const run = promisify(execFile);

describe("npm run db:seed-scale without the demo data", { timeout: 60_000 }, () => {
  it("refuses, naming the missing demo organization", async () => {
    const result = await run(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", "scripts/seed-scale.ts", "--customers", "10"],
      { env: process.env },
    ).then(
      () => ({ code: 0, stderr: "" }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toMatch(/organization 100 of the demo data is missing from DATABASE_URL/);
    expect(await db.customer.count()).toBe(0);
  });
});
