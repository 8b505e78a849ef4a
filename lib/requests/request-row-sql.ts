import "server-only";
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
  const [row] = await client.$queryRaw<RawRequestRow[]>`
    SELECT ${requestColumnsSql("r")} FROM "Request" r WHERE r."id" = ${id} AND r."orgId" = ${orgId}`;
  return row ? toRequestRow(row) : null;
}
