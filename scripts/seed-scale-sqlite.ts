// db:seed-scale's writer for SQLite: better-sqlite3 prepared statements in one transaction per chunk.
import Database from "better-sqlite3";
import { GENESIS_HASH } from "../lib/audit/audit-hash.ts";
import { ORG_ID, type ChainHead, type TableRows } from "./seed-scale-rows.ts";
import type { BulkWriter } from "./seed-scale-writer.ts";

// The app's connections write in WAL mode; this one only loads. synchronous stays NORMAL, as the app's: its
// checkpoints also copy the app's earlier commits into the file, which OFF would leave unsynced. A big page
// cache keeps the indexes in memory while they grow.
const BULK_PRAGMAS = ["journal_mode = WAL", "synchronous = NORMAL", "cache_size = -1000000", "temp_store = MEMORY"];

const ROWS_PER_STATEMENT = 50;
const stamp = (date: Date) => date.toISOString().replace("Z", "+00:00");
const toSqlite = (value: unknown) =>
  value instanceof Date ? stamp(value) : typeof value === "boolean" ? (value ? 1 : 0) : value;

export function sqliteWriter(file: string): BulkWriter {
  const db = new Database(file);
  for (const pragma of BULK_PRAGMAS) db.pragma(pragma);
  const statements = new Map<string, Database.Statement>();
  // Several rows per statement: better-sqlite3's cost per call is most of the cost of a narrow row.
  const statementOf = (rows: TableRows, count: number) => {
    const names = rows.columns.map(([name]) => `"${name}"`);
    const key = `${rows.table}(${names.join(",")})*${count}`;
    let statement = statements.get(key);
    if (!statement) {
      const tuple = `(${names.map(() => "?").join(", ")})`;
      statement = db.prepare(
        `INSERT INTO "${rows.table}" (${names.join(", ")}) VALUES ${Array(count).fill(tuple).join(", ")}`,
      );
      statements.set(key, statement);
    }
    return statement;
  };
  const insert = (rows: TableRows) => {
    const length = rows.values[0]?.length ?? 0;
    const width = rows.columns.length;
    for (let first = 0; first < length; first += ROWS_PER_STATEMENT) {
      const count = Math.min(ROWS_PER_STATEMENT, length - first);
      const args: unknown[] = new Array(count * width);
      for (let i = 0; i < count; i++)
        for (let c = 0; c < width; c++) args[i * width + c] = toSqlite(rows.values[c][first + i]);
      statementOf(rows, count).run(args);
    }
  };
  const one = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T;

  return {
    provider: "sqlite",
    async scalar(sql, params = []) {
      const row = one<Record<string, unknown> | undefined>(sql.replace(/\$\d+/g, "?"), ...params);
      return row ? Object.values(row)[0] : undefined;
    },
    async reserveIds(table, count) {
      // The block is taken in sqlite_sequence, where AUTOINCREMENT looks: the app's own inserts meanwhile
      // land after it.
      return db
        .transaction(() => {
          const { last } = one<{ last: number }>(
            `SELECT MAX(COALESCE((SELECT MAX("id") FROM "${table}"), 0),
               COALESCE((SELECT "seq" FROM sqlite_sequence WHERE "name" = ?), 0)) AS last`,
            table,
          );
          const moved = db.prepare(`UPDATE sqlite_sequence SET "seq" = ? WHERE "name" = ?`).run(last + count, table);
          if (moved.changes === 0)
            db.prepare(`INSERT INTO sqlite_sequence ("name", "seq") VALUES (?, ?)`).run(table, last + count);
          return last + 1;
        })
        .immediate();
    },
    async write(tables) {
      db.transaction(() => tables.forEach(insert)).immediate();
    },
    async writeAudit(build) {
      db.transaction(() => {
        db.prepare(
          `INSERT INTO "AuditChainHead" ("orgId", "seq", "hash") VALUES (?, 0, ?) ON CONFLICT ("orgId") DO NOTHING`,
        ).run(ORG_ID, GENESIS_HASH);
        const head = one<ChainHead>(`SELECT "seq", "hash" FROM "AuditChainHead" WHERE "orgId" = ?`, ORG_ID);
        const built = build({ seq: Number(head.seq), hash: head.hash });
        insert(built.rows);
        db.prepare(`UPDATE "AuditChainHead" SET "seq" = ?, "hash" = ? WHERE "orgId" = ?`).run(
          built.head.seq,
          built.head.hash,
          ORG_ID,
        );
      }).immediate();
    },
    async finish() {
      db.pragma("wal_checkpoint(TRUNCATE)");
    },
    async close() {
      db.close();
    },
  };
}
