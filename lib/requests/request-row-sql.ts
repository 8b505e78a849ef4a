import "server-only";
import { sqlRows } from "../db/sql.ts";
import type { Db, Tx } from "../db/client.ts";
import { Prisma, type Request as RequestRow } from "../db/generated/sqlite/client.ts";

// The request row read raw on the hottest paths (a decision's read, the queue's page), in the shape the
// ORM returns. Both providers return dates as Date and decimals as Decimal for these columns; SQLite may
// return a boolean as an integer and PostgreSQL an integer as a bigint, so each is normalized.

const COLUMNS = [
  "id",
  "orgId",
  "type",
  "baseType",
  "status",
  "source",
  "customerId",
  "survivorId",
  "payload",
  "oldValue",
  "newValue",
  "requestedPoints",
  "amount",
  "approvedValue",
  "assocId",
  "seriesId",
  "forceApproved",
  "comments",
  "reason",
  "createdById",
  "createdAt",
  "updatedById",
  "updatedAt",
] as const satisfies readonly (keyof RequestRow)[];

/** The request's columns, unqualified, for RETURNING. */
const columnList = Prisma.raw(COLUMNS.map((column) => `"${column}"`).join(", "));

/** The request's columns, qualified by a table alias, for a raw SELECT. */
export const requestColumnsSql = (alias: string) =>
  Prisma.raw(COLUMNS.map((column) => `${alias}."${column}"`).join(", "));

type RawValue = string | number | bigint | boolean | Date | Prisma.Decimal | null;
export type RawRequestRow = Record<(typeof COLUMNS)[number], RawValue>;

const int = (value: RawValue) => Number(value);
const intOrNull = (value: RawValue) => (value === null ? null : Number(value));
const text = (value: RawValue) => String(value);
const textOrNull = (value: RawValue) => (value === null ? null : String(value));
const decimalOrNull = (value: RawValue) => (value === null ? null : new Prisma.Decimal(value.toString()));
const date = (value: RawValue) => (value instanceof Date ? value : new Date(String(value)));

export function toRequestRow(raw: RawRequestRow): RequestRow {
  return {
    id: int(raw.id),
    orgId: int(raw.orgId),
    type: text(raw.type),
    baseType: text(raw.baseType),
    status: text(raw.status),
    source: textOrNull(raw.source),
    customerId: int(raw.customerId),
    survivorId: intOrNull(raw.survivorId),
    payload: text(raw.payload),
    oldValue: textOrNull(raw.oldValue),
    newValue: textOrNull(raw.newValue),
    requestedPoints: decimalOrNull(raw.requestedPoints),
    amount: decimalOrNull(raw.amount),
    approvedValue: textOrNull(raw.approvedValue),
    assocId: textOrNull(raw.assocId),
    seriesId: intOrNull(raw.seriesId),
    forceApproved: Boolean(Number(raw.forceApproved)),
    comments: text(raw.comments),
    reason: text(raw.reason),
    createdById: int(raw.createdById),
    createdAt: date(raw.createdAt),
    updatedById: intOrNull(raw.updatedById),
    updatedAt: date(raw.updatedAt),
  };
}

/** The organization's request with this id, or null: one raw primary-key read. */
export async function findRequestInOrg(client: Db | Tx, orgId: number, id: number): Promise<RequestRow | null> {
  const [row] = await sqlRows<RawRequestRow>(
    client,
    Prisma.sql`
    SELECT ${requestColumnsSql("r")} FROM "Request" r WHERE r."id" = ${id} AND r."orgId" = ${orgId}`,
  );
  return row ? toRequestRow(row) : null;
}

/** What a new request stores; the rest takes the schema's defaults. */
export interface NewRequest {
  orgId: number;
  type: string;
  baseType: string;
  status: string;
  source?: string | null;
  customerId: number;
  survivorId?: number | null;
  payload?: string;
  oldValue?: string | null;
  newValue?: string | null;
  requestedPoints?: Prisma.Decimal | number | string | null;
  amount?: Prisma.Decimal | number | string | null;
  approvedValue?: string | null;
  assocId?: string | null;
  seriesId?: number | null;
  comments?: string;
  reason?: string;
  createdById: number;
}

const decimalParam = (value: Prisma.Decimal | number | string | null | undefined) =>
  value === null || value === undefined ? null : new Prisma.Decimal(value.toString());

/**
 * Inserts a request and returns its row as the ORM would: one raw statement, as every creation writes one
 * (the ORM's planned insert cost several times the write). Defaults are the schema's.
 */
export async function insertRequestRow(tx: Tx, data: NewRequest): Promise<RequestRow> {
  const at = new Date();
  const [row] = await sqlRows<RawRequestRow>(
    tx,
    Prisma.sql`
    INSERT INTO "Request" ("orgId", "type", "baseType", "status", "source", "customerId", "survivorId", "payload",
      "oldValue", "newValue", "requestedPoints", "amount", "approvedValue", "assocId", "seriesId", "forceApproved",
      "comments", "reason", "createdById", "createdAt", "updatedAt")
    VALUES (${data.orgId}, ${data.type}, ${data.baseType}, ${data.status}, ${data.source ?? null}, ${data.customerId},
      ${data.survivorId ?? null}, ${data.payload ?? "{}"}, ${data.oldValue ?? null}, ${data.newValue ?? null},
      ${decimalParam(data.requestedPoints)}, ${decimalParam(data.amount)}, ${data.approvedValue ?? null},
      ${data.assocId ?? null}, ${data.seriesId ?? null}, ${false}, ${data.comments ?? ""}, ${data.reason ?? ""},
      ${data.createdById}, ${at}, ${at})
    RETURNING ${columnList}`,
  );
  return toRequestRow(row);
}

/**
 * Sets the given columns (and updatedAt) on the organization's request while it is still in the expected
 * status; returns the updated row, or null when no such row was there (a concurrent decision won).
 */
export async function updateRequestRowIf(
  tx: Tx,
  where: { id: number; orgId: number; status: string },
  set: Partial<Record<"status" | "comments" | "approvedValue" | "assocId" | "oldValue", string | null>> & {
    updatedById: number;
    forceApproved?: boolean;
  },
): Promise<RequestRow | null> {
  const assignments = Object.entries({ ...set, updatedAt: new Date() })
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => Prisma.sql`${Prisma.raw(`"${column}"`)} = ${value}`);
  const [row] = await sqlRows<RawRequestRow>(
    tx,
    Prisma.sql`
    UPDATE "Request" SET ${Prisma.join(assignments, ", ")}
    WHERE "id" = ${where.id} AND "orgId" = ${where.orgId} AND "status" = ${where.status}
    RETURNING ${columnList}`,
  );
  return row ? toRequestRow(row) : null;
}
