// Seeds the benchmark database (DATABASE_URL, SQLite or PostgreSQL): the demo data, two API clients, a
// maker in Dual Co, 100 readers, two expiry customers (50,000 lots and 10 lots), two request queues
// (100,000 PENDING in Acme, 10 in Demo Retail) and a pool of PENDING goodwill requests in Dual Co for
// the approval scenarios. Run by scripts/bench.mjs; its last line is the JSON the bench reads (the pool).
// Bulk rows go straight to the database (better-sqlite3, or pg with unnest arrays), as Prisma stores them.
import Database from "better-sqlite3";
import pg from "pg";
import { createDb } from "../lib/db/client.ts";
import { databaseUrl, providerOf, sqliteFilePath } from "../lib/db/database-url.mjs";
import { seedDemoData } from "../prisma/seed/seed-demo-data.ts";
import { addDays, startOfLocalDay } from "../lib/time/server-time.ts";
import { createUser } from "../lib/users/create-user.ts";

const BENCH = {
  heavyMobile: "919800000001",
  lightMobile: "919800000002",
  clients: { demo: ["bench-demo", "bench-demo-secret"], acme: ["bench-acme", "bench-acme-secret"] },
  dualMaker: ["bench.dual", "bench-dual-pw"],
  dualAdmin: ["bench.admin", "bench-admin-pw"],
  readers: { prefix: "bench.reader.", count: 100, password: "bench-reader-pw" },
  goodwillPool: 30_000,
} as const;

const url = databaseUrl();
const provider = providerOf(url);
const REVIEWER = ["requests.write", "requests.approve", "points.read", "default"] as const;
const prisma = createDb();
await seedDemoData(prisma, provider);
for (const [orgId, [username, password]] of [
  [100, BENCH.clients.demo],
  [300, BENCH.clients.acme],
] as const)
  await createUser(prisma, {
    orgId,
    username,
    displayName: `Bench ${username}`,
    password,
    access: [...REVIEWER],
    kind: "API_CLIENT",
  });
// Creates Dual Co's goodwill pool (dual.maker approves it: whoever creates a request never approves it).
const dualMaker = await createUser(prisma, {
  orgId: 200,
  username: BENCH.dualMaker[0],
  displayName: "Bench Dual maker",
  password: BENCH.dualMaker[1],
  access: ["requests.write", "points.read", "default"],
});
// Subscribes Dual Co's webhook for the delivery scenario.
await createUser(prisma, {
  orgId: 200,
  username: BENCH.dualAdmin[0],
  displayName: "Bench Dual admin",
  password: BENCH.dualAdmin[1],
  access: ["admin"],
});
// Readers spread the rate-limit scenario over many principals, as many users behind one app would.
const firstReader = await createUser(prisma, {
  orgId: 100,
  username: `${BENCH.readers.prefix}0`,
  displayName: "Bench reader 0",
  password: BENCH.readers.password,
  access: ["default"],
});
const { passwordHash } = await prisma.user.findUniqueOrThrow({ where: { id: firstReader.id } });
await prisma.user.createMany({
  data: Array.from({ length: BENCH.readers.count - 1 }, (_, i) => ({
    orgId: 100,
    username: `${BENCH.readers.prefix}${i + 1}`,
    displayName: `Bench reader ${i + 1}`,
    kind: "USER",
    passwordHash,
    access: "default",
  })),
});
const acmeMaker = await prisma.user.findUniqueOrThrow({ where: { username: "acme.maker" } });
const demoMaker = await prisma.user.findUniqueOrThrow({ where: { username: "demo.maker" } });
await prisma.$disconnect();

const today = startOfLocalDay(new Date());

interface Lot {
  customerId: number;
  programId: number;
  points: number;
  remaining: number;
  pointsType: string;
  expiryType: string;
  expiresIn: number;
}
interface RequestRow {
  orgId: number;
  type: string;
  baseType: string;
  customerId: number;
  survivorId: number | null;
  payload: string;
  requestedPoints: number | null;
  createdById: number;
  createdAt: Date;
}
// The columns both writers take as they are, in their INSERTs' order (the times and flags follow them).
const LOT_COLUMNS = ["customerId", "programId", "points", "remaining", "pointsType", "expiryType"] as const;
const REQUEST_COLUMNS = [
  "orgId",
  "type",
  "baseType",
  "customerId",
  "survivorId",
  "payload",
  "requestedPoints",
  "createdById",
] as const;

/**
 * The heavy customer's 50,000 lots, ten years of daily shopping with 365-day rolling expiry:
 * 40,000 consumed and closed (a fifth of them with expiry dates still ahead), 9,800 expired unconsumed
 * lots left open (no expiry job has closed them: the worst case for the open flag), and 200 live lots
 * expiring on 100 days of the coming year, in two points types and two programs.
 */
function heavyLots(customerId: number): Lot[] {
  const lots: Lot[] = [];
  const lot = (fields: Omit<Lot, "customerId" | "expiryType">) =>
    lots.push({ customerId, expiryType: "rolling", ...fields });
  for (let i = 0; i < 40_000; i++)
    lot({
      programId: 1001,
      points: 10,
      remaining: 0,
      pointsType: "bill_regular",
      expiresIn: i % 5 === 0 ? 1 + (i % 365) : -1 - (i % 3650),
    });
  for (let i = 0; i < 9_800; i++)
    lot({ programId: 1001, points: 10, remaining: 10, pointsType: "bill_regular", expiresIn: -1 - (i % 3650) });
  for (let i = 0; i < 200; i++)
    lot({
      programId: i % 10 === 0 ? 1002 : 1001,
      points: 12.5,
      remaining: 12.5,
      pointsType: i % 2 ? "line_item_regular" : "bill_regular",
      expiresIn: 1 + ((i * 7) % 100) * 3,
    });
  return lots;
}

/** The light customer: 6 live lots, 2 consumed, 2 expired. */
const lightLots = (customerId: number): Lot[] =>
  Array.from({ length: 10 }, (_, i) => ({
    customerId,
    programId: 1001,
    points: 20,
    remaining: i < 2 ? 0 : 20,
    pointsType: "bill_regular",
    expiryType: "rolling",
    expiresIn: i >= 2 && i < 4 ? -10 * i : 30 * i + 5,
  }));

/** A queue of PENDING requests over the last 30 days: transactions, every tenth a merge. */
function queue(
  orgId: number,
  count: number,
  createdById: number,
  customer: { id: number; mobile: string },
  survivorId: number,
): RequestRow[] {
  const start = Date.now() - 30 * 86_400_000;
  return Array.from({ length: count }, (_, i) => {
    const createdAt = new Date(start + Math.floor((i * 30 * 86_400_000) / count));
    const common = { orgId, customerId: customer.id, requestedPoints: null, createdById, createdAt };
    if (i % 10 === 9)
      return {
        ...common,
        type: "CHANGE_IDENTIFIER",
        baseType: "MERGE",
        survivorId,
        payload: JSON.stringify({
          victimCustomer: { id: String(customer.id) },
          survivorCustomer: { id: String(survivorId) },
        }),
      };
    return {
      ...common,
      type: "TRANSACTION",
      baseType: "REGULAR_TXN_ADD",
      survivorId: null,
      payload: JSON.stringify({
        customerIdentificationInfo: { identifierType: "mobile", identifierValue: customer.mobile, source: "INSTORE" },
        transaction: {
          type: "REGULAR",
          billNumber: `BENCH-${orgId}-${i}`,
          billAmount: String(100 + (i % 900)),
          billingDate: createdAt.toISOString(),
        },
      }),
    };
  });
}

/** Goodwill requests for 5 points each for Eve Dual (5005), as `POST /v1.1/request/add` stores them. */
const goodwillPool = (count: number, createdById: number): RequestRow[] =>
  Array.from({ length: count }, (_, i) => ({
    orgId: 200,
    type: "GOODWILL",
    baseType: "POINTS",
    customerId: 5005,
    survivorId: null,
    requestedPoints: 5,
    createdById,
    createdAt: new Date(Date.now() - (count - i) * 1000),
    payload: JSON.stringify({
      type: "GOODWILL",
      base_type: "POINTS",
      customer: { mobile: "919900000005" },
      points: "5",
      reason: `bench ${i}`,
    }),
  }));

const customers = [
  { id: 6001, name: "Heavy", mobile: BENCH.heavyMobile, lots: heavyLots(6001) },
  { id: 6002, name: "Light", mobile: BENCH.lightMobile, lots: lightLots(6002) },
];
const queues = [
  ...queue(300, 100_000, acmeMaker.id, { id: 5006, mobile: "919900000006" }, 5007),
  // The demo data already holds 2 PENDING requests in org 100: 8 more make 10.
  ...queue(100, 8, demoMaker.id, { id: 5002, mobile: "919900000002" }, 5003),
];
const pool = goodwillPool(BENCH.goodwillPool, dualMaker.id);

const writer = provider === "sqlite" ? writeSqlite : writePostgres;
const poolIds = await writer();
console.log(
  "bench data: customer 6001 with 50,000 lots, 6002 with 10; 100,000 PENDING requests in org 300, 10 in org 100;",
  `${pool.length} PENDING goodwill requests in org 200`,
);
console.log(JSON.stringify({ goodwillIds: poolIds }));

/** Returns the goodwill pool's first and last id. */
async function writeSqlite(): Promise<[number, number]> {
  const sqlite = new Database(sqliteFilePath(url));
  sqlite.pragma("journal_mode = WAL");
  const stamp = (date: Date) => date.toISOString().replace("Z", "+00:00");
  const addCustomer = sqlite.prepare(
    `INSERT INTO "Customer" ("id", "firstName", "lastName", "createdAt") VALUES (?, 'Bench', ?, ?)`,
  );
  const register = sqlite.prepare(
    `INSERT INTO "CustomerRegistration" ("customerId", "orgId", "registeredAt") VALUES (?, 100, ?)`,
  );
  const identify = sqlite.prepare(
    `INSERT INTO "CustomerIdentifier" ("orgId", "customerId", "type", "value") VALUES (100, ?, 'mobile', ?)`,
  );
  const addLot = sqlite.prepare(
    `INSERT INTO "PointsLot" ("orgId", "customerId", "programId", "points", "remaining", "pointsType", "expiryType", "expiresAt", "awardedAt", "open")
     VALUES (100, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const addRequest = sqlite.prepare(
    `INSERT INTO "Request" ("orgId", "type", "baseType", "status", "source", "customerId", "survivorId", "payload", "requestedPoints", "createdById", "createdAt", "updatedAt")
     VALUES (?, ?, ?, 'PENDING', 'INSTORE', ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertRequest = (r: RequestRow) =>
    addRequest.run(...valuesOf(r, REQUEST_COLUMNS), stamp(r.createdAt), stamp(r.createdAt));
  const ids = sqlite.transaction(() => {
    for (const c of customers) {
      addCustomer.run(c.id, c.name, stamp(today));
      register.run(c.id, stamp(today));
      identify.run(c.id, c.mobile);
      for (const lot of c.lots)
        addLot.run(
          ...valuesOf(lot, LOT_COLUMNS),
          stamp(addDays(today, lot.expiresIn)),
          stamp(addDays(today, lot.expiresIn - 365)),
          lot.remaining > 0 ? 1 : 0,
        );
    }
    for (const r of queues) insertRequest(r);
    const first = Number(insertRequest(pool[0]).lastInsertRowid);
    let last = first;
    for (const r of pool.slice(1)) last = Number(insertRequest(r).lastInsertRowid);
    return [first, last] as [number, number];
  })();
  sqlite.close();
  return ids;
}

/** A row's values of the named columns, in the order named. */
function valuesOf<R, K extends keyof R>(row: R, columns: readonly K[]): R[K][] {
  return columns.map((column) => row[column]);
}

/** Rows as unnest() takes them: one array per named column, in the order named. */
function columnsOf<R, K extends keyof R>(rows: R[], columns: readonly K[]): R[K][][] {
  return columns.map((column) => rows.map((row) => row[column]));
}

async function writePostgres(): Promise<[number, number]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN");
    for (const c of customers) {
      await client.query(
        `INSERT INTO "Customer" ("id", "firstName", "lastName", "createdAt") VALUES ($1, 'Bench', $2, $3)`,
        [c.id, c.name, today],
      );
      await client.query(
        `INSERT INTO "CustomerRegistration" ("customerId", "orgId", "registeredAt") VALUES ($1, 100, $2)`,
        [c.id, today],
      );
      await client.query(
        `INSERT INTO "CustomerIdentifier" ("orgId", "customerId", "type", "value") VALUES (100, $1, 'mobile', $2)`,
        [c.id, c.mobile],
      );
      const lots = c.lots;
      await client.query(
        `INSERT INTO "PointsLot" ("orgId", "customerId", "programId", "points", "remaining", "pointsType", "expiryType", "expiresAt", "awardedAt", "open")
         SELECT 100, * FROM unnest($1::int[], $2::int[], $3::numeric[], $4::numeric[], $5::text[], $6::text[], $7::timestamp[], $8::timestamp[], $9::bool[])`,
        [
          ...columnsOf(lots, LOT_COLUMNS),
          lots.map((l) => addDays(today, l.expiresIn).toISOString()),
          lots.map((l) => addDays(today, l.expiresIn - 365).toISOString()),
          lots.map((l) => l.remaining > 0),
        ],
      );
    }
    const insertRequests = async (rows: RequestRow[]) => {
      const result = await client.query<{ id: number }>(
        `INSERT INTO "Request" ("orgId", "type", "baseType", "status", "source", "customerId", "survivorId", "payload", "requestedPoints", "createdById", "createdAt", "updatedAt")
         SELECT o, t, b, 'PENDING', 'INSTORE', c, s, p, rp, cb, ca, ca
         FROM unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::int[], $6::text[], $7::numeric[], $8::int[], $9::timestamp[])
           AS u(o, t, b, c, s, p, rp, cb, ca)
         RETURNING "id"`,
        [...columnsOf(rows, REQUEST_COLUMNS), rows.map((r) => r.createdAt.toISOString())],
      );
      return result.rows.map((row) => row.id);
    };
    await insertRequests(queues);
    const ids = await insertRequests(pool);
    await client.query("COMMIT");
    // After a bulk load, as PostgreSQL's documentation asks. The request-count triggers left one dead
    // version of a count row per insert (32,000 of them for 5 live rows, in 900 pages) that every queue read
    // walked through; autovacuum would clear them within a minute, but it is off on this workplace's server,
    // and the bench measures the app, not a server that is never vacuumed.
    await client.query(`VACUUM ANALYZE`);
    return [Math.min(...ids), Math.max(...ids)];
  } finally {
    await client.end();
  }
}
