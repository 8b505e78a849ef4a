import "server-only";
import { type RawValue, int, intOrNull } from "../../db/codecs.ts";
import { sqlDialect } from "../../db/dialect.ts";
import { sqlRows } from "../../db/sql.ts";
import { scalarColumn, scalarValue, type ScalarColumn } from "../../db/scalar-column.ts";
import type { SqlClient } from "../../db/transaction-types.ts";
import { Prisma, type Request as RequestRow } from "../../db/generated/sqlite/client.ts";
import type { Actor } from "./load-actors.ts";
import { billOf } from "../bill-of.ts";
import { requestKeysSql, type KeyFilter, type KeyPage } from "./find-request-keys.ts";
import { keptRequestCountSql } from "./sum-kept-request-counts.ts";
import {
  requestColumnsSql,
  SUMMARY_COLUMNS,
  toRequestSummaryFields,
  type RawRequestRow,
  type SummaryColumn,
} from "./request-store.ts";

/** What a queue shows of a request: the columns of its list item, never the stored payload. */
export type QueueRow = Pick<RequestRow, SummaryColumn> & {
  /** The customer's name and merge state in the organization (null when live there). */
  customer: { id: number; firstName: string; lastName: string; mergedIntoId: number | null };
  createdBy: Actor | null;
  updatedBy: Actor | null;
  /** A transaction request's bill number and amount, when the stored transaction has them as strings. */
  billNumber: string | null;
  billAmount: string | null;
};

/** The request columns a queue row reads: its list item's, and the organization to check. */
const READ_COLUMNS = ["orgId", ...SUMMARY_COLUMNS] as const;
const READ_COLUMNS_SQL = requestColumnsSql("r", READ_COLUMNS);

type RawQueueRow = Pick<RawRequestRow, (typeof READ_COLUMNS)[number]> & {
  billNumber: string | null;
  billAmount: string | null;
  escapedPayload: string | null;
  customerFirstName: string;
  customerLastName: string;
  customerMergedIntoId: RawValue;
  createdByUsername: string | null;
  createdByDisplayName: string | null;
  updatedByUsername: string | null;
  updatedByDisplayName: string | null;
};

const actor = (id: number | null, username: string | null, displayName: string | null): Actor | null =>
  id === null || username === null ? null : { id, username, displayName: displayName ?? "" };

/**
 * The requests of one queue page with their customer's summary and who created and last decided them, in
 * the order of `ids`: one raw read (the ORM took four statements and its planning cost more than the
 * reads). Rows of another organization are dropped.
 */
export async function loadQueueRows(client: SqlClient, orgId: number, ids: readonly number[]): Promise<QueueRow[]> {
  if (ids.length === 0) return [];
  const rows = await sqlRows<RawQueueRow>(
    client,
    Prisma.sql`${queueRowsSql(client, orgId)} WHERE r."id" IN (${Prisma.join(ids)})`,
  );
  const byId = new Map(toQueueRows(orgId, rows).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One page of a queue without search or filters in time order (lib/requests/store/find-request-keys.ts) with its
 * rows and its kept total (lib/requests/store/sum-kept-request-counts.ts), in one statement: the keys' read
 * joined to the rows' instead of a second round trip carrying the ids. The total is null on an empty page.
 */
export async function loadQueuePage(
  client: SqlClient,
  filter: KeyFilter,
  page: KeyPage,
): Promise<{ rows: QueueRow[]; total: number | null }> {
  const read = await sqlRows<RawQueueRow & ScalarColumn>(
    client,
    queueRowsSql(client, filter.orgId, requestKeysSql(filter, page), keptRequestCountSql(filter)),
  );
  const sign = page.order === "ASC" ? 1 : -1;
  const rows = toQueueRows(filter.orgId, read).sort(
    (a, b) => sign * (a[page.column].getTime() - b[page.column].getTime() || a.id - b.id),
  );
  return { rows, total: read[0] ? scalarValue(read[0]) : null };
}

/** The rows' read, of the given keys' statement when there is one (else followed by a WHERE). */
function queueRowsSql(client: SqlClient, orgId: number, keys?: Prisma.Sql, scalar: Prisma.Sql | null = null) {
  return Prisma.sql`
    SELECT ${READ_COLUMNS_SQL}, ${scalarColumn(scalar)}, ${BILL_COLUMNS[sqlDialect(client)]},
      c."firstName" AS "customerFirstName", c."lastName" AS "customerLastName",
      g."mergedIntoId" AS "customerMergedIntoId",
      cu."username" AS "createdByUsername", cu."displayName" AS "createdByDisplayName",
      uu."username" AS "updatedByUsername", uu."displayName" AS "updatedByDisplayName"
    FROM ${keys ? Prisma.sql`(${keys}) k JOIN "Request" r ON r."id" = k."id"` : Prisma.sql`"Request" r`}
    JOIN "Customer" c ON c."id" = r."customerId"
    LEFT JOIN "CustomerRegistration" g ON g."customerId" = r."customerId" AND g."orgId" = ${orgId}
    LEFT JOIN "User" cu ON cu."id" = r."createdById"
    LEFT JOIN "User" uu ON uu."id" = r."updatedById"`;
}

/**
 * A transaction request's bill number and amount, read by the database: parsing each row's payload in the
 * server had been a tenth of a queue page's cost, for two short strings. A payload holding a \u escape is
 * returned whole instead ("escapedPayload") and read in JavaScript, as every payload was before:
 * JSON.stringify writes one only for control characters and unpaired surrogates, which PostgreSQL's jsonb
 * refuses (\u0000, a lone \ud800), and one such row would fail the whole page.
 */
function billColumns(escaped: string, read: (field: "billNumber" | "billAmount") => string): Prisma.Sql {
  const field = (name: "billNumber" | "billAmount") =>
    `CASE WHEN r."type" = 'TRANSACTION' AND NOT (${escaped}) THEN ${read(name)} END AS "${name}"`;
  return Prisma.raw(`${field("billNumber")}, ${field("billAmount")},
      CASE WHEN r."type" = 'TRANSACTION' AND ${escaped} THEN r."payload" END AS "escapedPayload"`);
}

const BILL_COLUMNS = {
  // One parse of the payload per field (a type test and a read of the same path took two); strict, so a
  // transaction stored as an array is not searched through, as JavaScript's reading would not.
  postgresql: billColumns(
    `strpos(r."payload", '\\u') > 0`,
    (field) =>
      `jsonb_path_query_first(r."payload"::jsonb, 'strict $.transaction.${field} ? (@.type() == "string")', '{}', true) #>> '{}'`,
  ),
  sqlite: billColumns(
    `instr(r."payload", '\\u') > 0`,
    (field) =>
      `CASE WHEN json_type(r."payload", '$.transaction.${field}') = 'text' THEN json_extract(r."payload", '$.transaction.${field}') END`,
  ),
};

function toQueueRows(orgId: number, rows: RawQueueRow[]): QueueRow[] {
  // The ids come from the organization's own index; the organization is checked here rather than in the
  // WHERE, where it could lead SQLite's planner to the organization's index instead of the primary key.
  return rows.flatMap((raw) => {
    if (int(raw.orgId) !== orgId) return [];
    const row = toRequestSummaryFields(raw);
    const customer = {
      id: row.customerId,
      firstName: raw.customerFirstName,
      lastName: raw.customerLastName,
      mergedIntoId: intOrNull(raw.customerMergedIntoId),
    };
    const createdBy = actor(row.createdById, raw.createdByUsername, raw.createdByDisplayName);
    const updatedBy = actor(row.updatedById, raw.updatedByUsername, raw.updatedByDisplayName);
    const bill =
      raw.escapedPayload === null
        ? { billNumber: raw.billNumber, billAmount: raw.billAmount }
        : billOf(row.type, JSON.parse(raw.escapedPayload) as Record<string, unknown>);
    // Added to the summary object rather than spread into a new one: V8 copied each row through a slow
    // path, a third of the page's read in a CPU profile.
    return [
      Object.assign(row, { customer, createdBy, updatedBy, billNumber: bill.billNumber, billAmount: bill.billAmount }),
    ];
  });
}
