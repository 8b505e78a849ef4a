import { randomBytes } from "node:crypto";
import { afterAll, inject } from "vitest";
import { cloneTemplate, dropDatabase } from "./test-databases.ts";

// Each test file gets a fresh clone of the seeded template, installed as the process-wide client
// before any module under test imports lib/db/client.ts.
const template = inject("dbTemplate");
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
