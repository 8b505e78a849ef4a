import { randomBytes } from "node:crypto";
import { afterAll, expect, inject } from "vitest";
import { cloneTemplate, dropDatabase } from "./test-databases.ts";

// Each test file gets a fresh clone of the seeded template (a file named *.empty-db.test.ts: of the
// migrated database without demo data), installed as the process-wide client before any module under
// test imports lib/db/client.ts.
const empty = /\.empty-db\.test\.ts$/.test(expect.getState().testPath ?? "");
const template = inject(empty ? "dbEmptyTemplate" : "dbTemplate");
const url = await cloneTemplate(template, randomBytes(6).toString("hex"));
process.env.DATABASE_URL = url;
const holder = globalThis as unknown as { loyaltyDb?: { $disconnect(): Promise<void> } };
delete holder.loyaltyDb;
await import("../../lib/db/client.ts");

afterAll(async () => {
  await holder.loyaltyDb?.$disconnect();
  delete holder.loyaltyDb;
  await dropDatabase(url);
});
