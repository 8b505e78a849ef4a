// db:seed-scale's writer for PostgreSQL: one INSERT ... SELECT FROM unnest(arrays) per table and chunk, one
// transaction per chunk, on one connection.
import pg from "pg";
import { GENESIS_HASH } from "../lib/audit/audit-hash.ts";
import { ORG_ID, type ChainHead, type ColumnType, type TableRows } from "./seed-scale-rows.ts";
import type { BulkWriter } from "./seed-scale-writer.ts";

const ARRAY_TYPE: Record<ColumnType, string> = {
  int: "int[]",
  text: "text[]",
  numeric: "numeric[]",
  timestamp: "timestamp(3)[]",
  bool: "bool[]",
};
// Prisma keeps UTC instants in timestamp columns without a zone: the ISO text without its "Z".
const AUDIT_LANE = -1;
const toPg = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, -1) : value);

export async function postgresWriter(url: string): Promise<BulkWriter> {
  // One connection per lane: rows that do not depend on each other are written side by side, on both cores.
  const lanes = new Map<number, Promise<pg.Client>>();
  const laneClient = (lane: number) => {
    let connection = lanes.get(lane);
    if (!connection) {
      const opened = new pg.Client({ connectionString: url });
      // A crash mid-load loses its last chunks; a commit need not wait for the disk.
      connection = opened
        .connect()
        .then(() => opened.query("SET synchronous_commit = off"))
        .then(() => opened);
      lanes.set(lane, connection);
    }
    return connection;
  };
  const client = await laneClient(0);
  const insert = async (rows: TableRows, connection = client) => {
    if ((rows.values[0]?.length ?? 0) === 0) return;
    const names = rows.columns.map(([name]) => `"${name}"`).join(", ");
    const arrays = rows.columns.map(([, type], i) => `$${i + 1}::${ARRAY_TYPE[type]}`).join(", ");
    await connection.query(
      `INSERT INTO "${rows.table}" (${names}) SELECT * FROM unnest(${arrays})`,
      rows.values.map((column) => (column.length && column[0] instanceof Date ? column.map(toPg) : column)),
    );
  };
  const inTransaction = async <T>(work: () => Promise<T>, connection = client): Promise<T> => {
    await connection.query("BEGIN");
    try {
      const result = await work();
      await connection.query("COMMIT");
      return result;
    } catch (error) {
      await connection.query("ROLLBACK").catch(() => undefined);
      throw error;
    }
  };

  return {
    provider: "postgresql",
    async scalar(sql, params = []) {
      const { rows } = await client.query(sql, params);
      return rows[0] ? Object.values(rows[0])[0] : undefined;
    },
    async reserveIds(table, count) {
      // Moves the id sequence past the block at once, so the app's own inserts meanwhile land after it.
      const { rows } = await client.query<{ last: string }>(
        `SELECT setval(s, GREATEST((SELECT COALESCE(MAX("id"), 0) FROM "${table}"), nextval(s)) + $1) AS last
         FROM pg_get_serial_sequence('"${table}"', 'id') AS s`,
        [count],
      );
      return Number(rows[0].last) - count + 1;
    },
    async write(tables, lane = 0) {
      const connection = await laneClient(lane);
      await inTransaction(async () => {
        for (const rows of tables) await insert(rows, connection);
      }, connection);
    },
    async writeAudit(build) {
      const auditClient = await laneClient(AUDIT_LANE);
      await inTransaction(async () => {
        // The app's claim of the chain head (lib/audit/store): its row lock holds the app's writers back.
        const { rows } = await auditClient.query<{ seq: number; hash: string }>(
          `INSERT INTO "AuditChainHead" ("orgId", "seq", "hash") VALUES ($1, 0, $2)
           ON CONFLICT ("orgId") DO UPDATE SET "seq" = "AuditChainHead"."seq" RETURNING "seq", "hash"`,
          [ORG_ID, GENESIS_HASH],
        );
        const built = build({ seq: Number(rows[0].seq), hash: rows[0].hash } satisfies ChainHead);
        await insert(built.rows, auditClient);
        await auditClient.query(`UPDATE "AuditChainHead" SET "seq" = $1, "hash" = $2 WHERE "orgId" = $3`, [
          built.head.seq,
          built.head.hash,
          ORG_ID,
        ]);
      }, auditClient);
    },
    async finish() {
      // Fresh statistics and no dead row versions (the request-count triggers leave one per insert), as
      // PostgreSQL's documentation asks after a bulk load; autovacuum may be off or slow to come.
      await client.query(`VACUUM ANALYZE`);
    },
    async close() {
      await Promise.all([...lanes.values()].map(async (connection) => (await connection).end()));
    },
  };
}
