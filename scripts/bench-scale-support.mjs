// Helpers of scripts/bench-scale.mjs: its throwaway databases (with the goodwill pool the approval run
// uses) and a console session cookie for the home page.
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { encode } from "next-auth/jwt";
import pg from "pg";
import { pgQueryOnce } from "./bench-support.mjs";

/**
 * A fresh database named after its side: data/bench-scale/<side>.db, or a new database on the PostgreSQL
 * server `server` names; a copy of `template` (another of these, not in use) when given. query() runs
 * PostgreSQL-style SQL ($1…) on either.
 */
export async function openScaleDb(provider, server, side, template) {
  if (provider === "sqlite") {
    const folder = path.join("data", "bench-scale");
    mkdirSync(folder, { recursive: true });
    const file = path.join(folder, `${side}.db`);
    for (const suffix of ["", "-wal", "-shm"]) {
      rmSync(file + suffix, { force: true });
      if (template && existsSync(template.file + suffix)) copyFileSync(template.file + suffix, file + suffix);
    }
    const query = async (sql, params = []) => {
      const db = new Database(file);
      try {
        const statement = db.prepare(sql.replace(/\$\d+/g, "?"));
        const values = params.map((value) => (typeof value === "boolean" ? Number(value) : value));
        return statement.reader ? statement.all(...values) : (statement.run(...values), []);
      } finally {
        db.close();
      }
    };
    return withPool({ url: `file:./${file}`, file, label: file, query, drop: async () => {} }, "sqlite");
  }
  const name = `loyalty_scale_${side}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template.name}"` : ""}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const query = (sql, params = []) => pgQueryOnce(url.toString(), sql, params);
  const drop = async () => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  };
  return withPool({ url: url.toString(), name, label: `${name} on ${url.host}`, query, drop }, "postgresql");
}

/**
 * addGoodwillPool(n): n PENDING goodwill requests of 5 points for Asha Rao (5001) by demo.maker, as
 * `POST /v1.1/request/add` stores them, for demo.checker to approve; answers their ids in order.
 */
function withPool(db, provider) {
  const stamp = (date) => (provider === "sqlite" ? date.toISOString().replace("Z", "+00:00") : date.toISOString());
  db.addGoodwillPool = async (count) => {
    const [maker] = await db.query(`SELECT "id" FROM "User" WHERE "username" = 'demo.maker'`);
    const now = stamp(new Date());
    const payload = JSON.stringify({
      type: "GOODWILL",
      base_type: "POINTS",
      customer: { mobile: "919900000001" },
      points: "5",
      reason: "bench",
    });
    const series =
      provider === "sqlite"
        ? "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $5) SELECT i FROM n"
        : "SELECT generate_series(1, $5::int) AS i";
    const ids = await db.query(
      `INSERT INTO "Request" ("orgId", "type", "baseType", "status", "source", "customerId", "payload",
         "requestedPoints", "amount", "createdById", "createdAt", "updatedAt")
       SELECT 100, 'GOODWILL', 'POINTS', 'PENDING', 'INSTORE', 5001, $1, 5, 5, $2, $3, $4 FROM (${series}) AS series
       RETURNING "id"`,
      [payload, Number(maker.id), now, now, count],
    );
    return ids.map((row) => Number(row.id)).sort((a, b) => a - b);
  };
  return db;
}

/** A signed console session cookie for demo.checker (a UserSession row and the token naming it). */
export async function sessionCookie(db, secret) {
  const [user] = await db.query(`SELECT "id" FROM "User" WHERE "username" = 'demo.checker'`);
  const sid = randomBytes(24).toString("base64url");
  const now = new Date();
  const stamp = (date) => (db.url.startsWith("file:") ? date.toISOString().replace("Z", "+00:00") : date.toISOString());
  await db.query(
    `INSERT INTO "UserSession" ("id", "userId", "orgId", "method", "secondFactor", "createdAt", "lastSeenAt", "expiresAt", "userAgent", "ip")
     VALUES ($1, $2, 100, 'password', $3, $4, $5, $6, 'bench', '127.0.0.1')`,
    [sid, Number(user.id), false, stamp(now), stamp(now), stamp(new Date(now.getTime() + 8 * 3_600_000))],
  );
  const token = await encode({ token: { name: "demo.checker", uid: Number(user.id), sid }, secret });
  return `next-auth.session-token=${token}`;
}
