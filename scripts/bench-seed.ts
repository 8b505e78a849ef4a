// Seeds the benchmark database (DATABASE_URL, SQLite): the demo data, two API clients, two expiry
// customers (50,000 lots and 10 lots) and two request queues (100,000 PENDING in Acme, 10 in Demo Retail).
// Run by scripts/bench.mjs; bulk rows go straight through better-sqlite3, as Prisma stores them.
import Database from "better-sqlite3";
import { createDb } from "../lib/db/client.ts";
import { databaseUrl, sqliteFilePath } from "../lib/db/database-url.mjs";
import { seedDemoData } from "../lib/demo/seed-demo-data.ts";
import { addDays, startOfLocalDay } from "../lib/time/server-time.ts";
import { createUser } from "../lib/users/create-user.ts";

const BENCH = {
  heavyMobile: "919800000001",
  lightMobile: "919800000002",
  clients: { demo: ["bench-demo", "bench-demo-secret"], acme: ["bench-acme", "bench-acme-secret"] },
} as const;

const REVIEWER = ["requests.write", "requests.approve", "points.read", "default"] as const;
const prisma = createDb();
await seedDemoData(prisma, "sqlite");
await createUser(prisma, { orgId: 100, username: BENCH.clients.demo[0], displayName: "Bench Demo", password: BENCH.clients.demo[1], access: [...REVIEWER], kind: "API_CLIENT" });
await createUser(prisma, { orgId: 300, username: BENCH.clients.acme[0], displayName: "Bench Acme", password: BENCH.clients.acme[1], access: [...REVIEWER], kind: "API_CLIENT" });
const acmeMaker = await prisma.user.findUniqueOrThrow({ where: { username: "acme.maker" } });
const demoMaker = await prisma.user.findUniqueOrThrow({ where: { username: "demo.maker" } });
await prisma.$disconnect();

const sqlite = new Database(sqliteFilePath(databaseUrl()));
sqlite.pragma("journal_mode = WAL");
const stamp = (date: Date) => date.toISOString().replace("Z", "+00:00");
const today = startOfLocalDay(new Date());

const addCustomer = sqlite.prepare(`INSERT INTO "Customer" ("id", "firstName", "lastName", "createdAt") VALUES (?, ?, ?, ?)`);
const register = sqlite.prepare(`INSERT INTO "CustomerRegistration" ("customerId", "orgId", "registeredAt") VALUES (?, 100, ?)`);
const identify = sqlite.prepare(`INSERT INTO "CustomerIdentifier" ("orgId", "customerId", "type", "value") VALUES (100, ?, 'mobile', ?)`);
const addLot = sqlite.prepare(
  `INSERT INTO "PointsLot" ("orgId", "customerId", "programId", "points", "remaining", "pointsType", "expiryType", "expiresAt", "awardedAt", "open")
   VALUES (100, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);
type Lot = { programId: number; points: number; remaining: number; pointsType: string; expiryType: string; expiresIn: number };
const insertLot = (customerId: number, lot: Lot) =>
  addLot.run(customerId, lot.programId, lot.points, lot.remaining, lot.pointsType, lot.expiryType, stamp(addDays(today, lot.expiresIn)), stamp(addDays(today, lot.expiresIn - 365)), lot.remaining > 0 ? 1 : 0);

/**
 * The heavy customer's 50,000 lots, ten years of daily shopping with 365-day rolling expiry:
 * 40,000 consumed and closed (a fifth of them with expiry dates still ahead), 9,800 expired unconsumed
 * lots left open (no expiry job has closed them: the worst case for the open flag), and 200 live lots
 * expiring on 100 days of the coming year, in two points types and two programs.
 */
function heavyLots(): Lot[] {
  const lots: Lot[] = [];
  for (let i = 0; i < 40_000; i++)
    lots.push({ programId: 1001, points: 10, remaining: 0, pointsType: "bill_regular", expiryType: "rolling", expiresIn: i % 5 === 0 ? 1 + (i % 365) : -1 - (i % 3650) });
  for (let i = 0; i < 9_800; i++)
    lots.push({ programId: 1001, points: 10, remaining: 10, pointsType: "bill_regular", expiryType: "rolling", expiresIn: -1 - (i % 3650) });
  for (let i = 0; i < 200; i++)
    lots.push({ programId: i % 10 === 0 ? 1002 : 1001, points: 12.5, remaining: 12.5, pointsType: i % 2 ? "line_item_regular" : "bill_regular", expiryType: "rolling", expiresIn: 1 + ((i * 7) % 100) * 3 });
  return lots;
}

/** The light customer: 6 live lots, 2 consumed, 2 expired. */
const lightLots = (): Lot[] =>
  Array.from({ length: 10 }, (_, i) => ({
    programId: 1001, points: 20, remaining: i < 2 ? 0 : 20, pointsType: "bill_regular", expiryType: "rolling", expiresIn: i >= 2 && i < 4 ? -10 * i : 30 * i + 5,
  }));

const addRequest = sqlite.prepare(
  `INSERT INTO "Request" ("orgId", "type", "baseType", "status", "source", "customerId", "survivorId", "payload", "createdById", "createdAt", "updatedAt")
   VALUES (?, ?, ?, 'PENDING', 'INSTORE', ?, ?, ?, ?, ?, ?)`,
);
function insertRequests(orgId: number, count: number, createdById: number, customer: { id: number; mobile: string }, survivorId: number) {
  const start = Date.now() - 30 * 86_400_000;
  for (let i = 0; i < count; i++) {
    const createdAt = stamp(new Date(start + Math.floor((i * 30 * 86_400_000) / count)));
    if (i % 10 === 9) {
      const payload = JSON.stringify({ victimCustomer: { id: String(customer.id) }, survivorCustomer: { id: String(survivorId) } });
      addRequest.run(orgId, "CHANGE_IDENTIFIER", "MERGE", customer.id, survivorId, payload, createdById, createdAt, createdAt);
    } else {
      const payload = JSON.stringify({
        customerIdentificationInfo: { identifierType: "mobile", identifierValue: customer.mobile, source: "INSTORE" },
        transaction: { type: "REGULAR", billNumber: `BENCH-${orgId}-${i}`, billAmount: String(100 + (i % 900)), billingDate: createdAt },
      });
      addRequest.run(orgId, "TRANSACTION", "REGULAR_TXN_ADD", customer.id, null, payload, createdById, createdAt, createdAt);
    }
  }
}

sqlite.transaction(() => {
  for (const [id, name, mobile, lots] of [[6001, "Heavy", BENCH.heavyMobile, heavyLots()], [6002, "Light", BENCH.lightMobile, lightLots()]] as const) {
    addCustomer.run(id, "Bench", name, stamp(today));
    register.run(id, stamp(today));
    identify.run(id, mobile);
    for (const lot of lots) insertLot(id, lot);
  }
  insertRequests(300, 100_000, acmeMaker.id, { id: 5006, mobile: "919900000006" }, 5007);
  // The demo data already holds 2 PENDING requests in org 100: 8 more make 10.
  insertRequests(100, 8, demoMaker.id, { id: 5002, mobile: "919900000002" }, 5003);
})();
sqlite.close();
console.log("bench data: customer 6001 with 50,000 lots, 6002 with 10; 100,000 PENDING requests in org 300, 10 in org 100");
