// npm run db:seed-scale -- --customers N --requests N --lots N --audit N
// Adds that volume to organization 100 of DATABASE_URL, which must already hold the demo data: customers with
// names, mobiles, emails and other identifiers, points lots over them, requests (95% decided, with their
// history) and audit entries chained and signed as the app signs them. Rows go straight to the driver in
// big transactions (no ORM), through plain INSERTs, so the database's triggers run. Run it twice and it
// adds twice. Progress goes to stderr, the summary to stdout.
import { parseArgs } from "node:util";
import { currentAuditKey } from "../lib/audit/audit-key.ts";
import { EnvError } from "../lib/config/env.ts";
import { databaseUrl, providerOf, sqliteFilePath } from "../lib/db/database-url.mjs";
import { loadAppEnv } from "./lib.mjs";
import { progressBar } from "./seed-scale-progress.ts";
import { postgresWriter } from "./seed-scale-postgres.ts";
import {
  ACTOR_NAMES,
  auditRows,
  customerRows,
  lotRows,
  ORG_ID,
  requestRows,
  type Actors,
  type ScalePlan,
  type TableRows,
} from "./seed-scale-rows.ts";
import { sqliteWriter } from "./seed-scale-sqlite.ts";
import type { BulkWriter } from "./seed-scale-writer.ts";

const USAGE = "usage: npm run db:seed-scale -- --customers N --requests N --lots N --audit N";
// Rows per transaction: big enough to amortize a commit, small enough that PostgreSQL's deferred
// request-count triggers (one update of a count row per request, at commit) stay cheap.
const CHUNK = { customers: 10_000, lots: 50_000, requests: 10_000, audit: 20_000 };

/** A precondition the database does not meet: said on stderr, exit 2. */
class Refusal extends Error {}

const counts = readCounts();
loadAppEnv();
const url = databaseUrl();
const writer: BulkWriter = providerOf(url) === "sqlite" ? sqliteWriter(sqliteFilePath(url)) : await postgresWriter(url);
try {
  await seed(writer);
} catch (error) {
  if (!(error instanceof Refusal || error instanceof EnvError)) throw error;
  console.error(`db:seed-scale: ${error.message}`);
  process.exitCode = 2;
} finally {
  await writer.close();
}

function readCounts() {
  const names = ["customers", "requests", "lots", "audit"] as const;
  let parsed;
  try {
    parsed = parseArgs({ options: Object.fromEntries(names.map((name) => [name, { type: "string" }])) }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const values = {} as Record<(typeof names)[number], number>;
  for (const name of names) {
    const text = (parsed as Record<string, string | undefined>)[name]?.replace(/[_,]/g, "") ?? "0";
    const value = Number(text);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value > 100_000_000) {
      console.error(`--${name} must be a whole number from 0 to 100,000,000 (got "${text}")\n${USAGE}`);
      process.exit(2);
    }
    values[name] = value;
  }
  if (names.every((name) => values[name] === 0)) {
    console.error(`nothing to add: give at least one count\n${USAGE}`);
    process.exit(2);
  }
  if (values.customers === 0 && (values.lots > 0 || values.requests > 0)) {
    console.error(`lots and requests belong to the customers this run adds: give --customers too\n${USAGE}`);
    process.exit(2);
  }
  return values;
}

async function seed(db: BulkWriter) {
  const started = Date.now();
  const plan = await planRun(db);
  const key = counts.audit > 0 ? currentAuditKey() : null;
  // Units weigh each row kind by its rough cost, so the bar moves evenly.
  const weight = { customers: 4, lots: 1, requests: 3, audit: 1.5 };
  const progress = progressBar(
    counts.customers * weight.customers +
      counts.lots * weight.lots +
      counts.requests * weight.requests +
      counts.audit * weight.audit,
  );
  const where = new Map<string, string>();
  const seconds: string[] = [];
  const report = (name: keyof typeof counts, done: number, units: number) => {
    where.set(name, `${name} ${done.toLocaleString("en")}/${counts[name].toLocaleString("en")}`);
    progress.stage([...where.values()].join(" · "));
    progress.advance(units * weight[name]);
    if (done === counts[name]) {
      where.delete(name);
      seconds.push(`${name} done at ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  };
  const section = async (name: "customers" | "lots" | "requests", lane: number) => {
    const build = { customers: customerRows, lots: lotRows, requests: requestRows }[name];
    // The next chunk is built while the database writes the last one (PostgreSQL answers asynchronously).
    let writing: Promise<void> | null = null;
    for (let from = 0; from < counts[name]; from += CHUNK[name]) {
      const to = Math.min(from + CHUNK[name], counts[name]);
      const tables: TableRows[] = build(plan, from, to);
      await writing;
      writing = db.write(tables, lane).then(() => report(name, to, to - from));
    }
    await writing;
  };
  // Lots and requests refer to the customers (foreign keys), not to each other.
  const rows = async () => {
    await section("customers", 0);
    await Promise.all([section("lots", 0), section("requests", 1)]);
  };
  // The audit chain refers to the other rows by id only (no foreign key), so it is written alongside them
  // (on PostgreSQL on a second connection), each chunk chained in the transaction that holds the head, so
  // entries the app appends meanwhile stay in line.
  const audit = async () => {
    for (let from = 0; key && from < counts.audit; from += CHUNK.audit) {
      const to = Math.min(from + CHUNK.audit, counts.audit);
      await db.writeAudit((head) => auditRows(plan, from, to, head, key));
      report("audit", to, to - from);
    }
  };
  await Promise.all([rows(), audit()]);
  progress.stage("finishing (checkpoint, statistics)");
  await db.finish();
  progress.done();
  const range = (first: number, count: number) => (count ? ` (ids ${first}-${first + count - 1})` : "");
  console.log(
    `added to organization ${ORG_ID} on ${db.provider}: ${counts.customers} customers${range(plan.firstCustomerId, counts.customers)}, ` +
      `${counts.lots} points lots, ${counts.requests} requests${range(plan.firstRequestId, counts.requests)}, ` +
      `${counts.audit} audit entries in ${((Date.now() - started) / 1000).toFixed(1)} s (${seconds.join(", ")})`,
  );
}

/** Checks the demo data is there and takes the id blocks. */
async function planRun(db: BulkWriter): Promise<ScalePlan> {
  const demo = `organization ${ORG_ID} of the demo data is missing from DATABASE_URL: load the demo data first (npm run db:prepare -- --demo on an empty database, or npm start in demo mode)`;
  let orgs: unknown;
  try {
    orgs = await db.scalar(`SELECT COUNT(*) FROM "Organization" WHERE "id" = $1`, [ORG_ID]);
  } catch (error) {
    throw new Refusal(`${demo} (${(error as Error).message.split("\n")[0]})`);
  }
  if (Number(orgs) !== 1) throw new Refusal(demo);
  const actors = {} as Actors;
  for (const [role, username] of Object.entries(ACTOR_NAMES) as [keyof Actors, string][]) {
    const id = await db.scalar(`SELECT "id" FROM "User" WHERE "username" = $1 AND "orgId" = $2`, [username, ORG_ID]);
    if (id === undefined) throw new Refusal(`the demo user ${username} is missing from organization ${ORG_ID}`);
    actors[role] = Number(id);
  }
  const retired = await db.scalar(
    `SELECT COUNT(*) FROM "User" WHERE "orgId" = $1 AND "username" IN ($2, $3, $4) AND NOT "active"`,
    [ORG_ID, ACTOR_NAMES.maker, ACTOR_NAMES.checker, ACTOR_NAMES.admin],
  );
  // Retired demo accounts mean the database went into production: its audit chain must not grow by millions.
  if (Number(retired) > 0)
    throw new Refusal(
      `the demo accounts of organization ${ORG_ID} are retired (npm run demo:retire): this database serves production`,
    );
  if (counts.lots > 0) {
    const programs = await db.scalar(`SELECT COUNT(*) FROM "Program" WHERE "id" IN (1001, 1002) AND "orgId" = $1`, [
      ORG_ID,
    ]);
    if (Number(programs) !== 2)
      throw new Refusal(`the demo programs 1001 and 1002 are missing from organization ${ORG_ID}`);
  }
  return {
    ...counts,
    firstCustomerId: counts.customers ? await db.reserveIds("Customer", counts.customers) : 0,
    firstRequestId: counts.requests ? await db.reserveIds("Request", counts.requests) : 0,
    actors,
    now: new Date(),
  };
}
