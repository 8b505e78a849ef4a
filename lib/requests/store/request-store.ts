import "server-only";
import type { AnyTx, SqlClient } from "../../db/transaction-types.ts";
import { sqlExecute, sqlRows } from "../../db/sql.ts";
import { sqlDialect } from "../../db/dialect.ts";
import { liveCustomerIdSql, liveRegistrationLockSql } from "../../db/live-customer-sql.ts";
import { defaultProgramFrom, LOT_COLUMNS } from "../../db/points-lot-sql.ts";
import { scalarColumn, scalarValue, type ScalarColumn } from "../../db/scalar-column.ts";
import { Prisma, type Request as RequestRow } from "../../db/generated/sqlite/client.ts";
import { bool, date, decimalOrNull, int, intOrNull, text, textOrNull, type RawValue } from "../../db/codecs.ts";
import { customerNotFound, noDefaultProgram } from "../../errors/catalogue.ts";
import { toClientAutoApprovePolicy, type ClientAutoApprovePolicy } from "../../orgs/client-auto-approve-policy.ts";
import { parseStoredApprovalPolicy, type ApprovalPolicy } from "../../orgs/approval-policy.ts";
import { storedIdentifier, type CustomerIdentifierRef } from "../../customers/store/find-live-customer-id.ts";
import { awardPoints, getDefaultProgram } from "../../points/store/award-points.ts";

// The request aggregate's statements: its row's reads (with the organization's request settings), its
// conditional writes with their history events, the approval's lock on the customer and the goodwill credit.
// Each is one raw statement where the ORM's planning cost more than the work on these hot paths.

// The request row is read raw on the hottest paths (a decision's read, the queue's page) in the shape the
// ORM returns. Both providers return dates as Date and decimals as Decimal for these columns; SQLite may
// return a boolean as an integer and PostgreSQL an integer as a bigint, so each is normalized.

/** The columns a list item shows (lib/requests/store/load-queue-rows.ts). */
export const SUMMARY_COLUMNS = [
  "id",
  "type",
  "baseType",
  "status",
  "customerId",
  "survivorId",
  "source",
  "requestedPoints",
  "forceApproved",
  "createdById",
  "createdAt",
  "updatedById",
  "updatedAt",
  "approvalsNeeded",
  "firstApproverId",
  "approvedByPolicy",
] as const satisfies readonly (keyof RequestRow)[];
export type SummaryColumn = (typeof SUMMARY_COLUMNS)[number];

/** Every column of the request: its list item's and the rest. */
const COLUMNS = [
  ...SUMMARY_COLUMNS,
  "orgId",
  "payload",
  "oldValue",
  "newValue",
  "amount",
  "approvedValue",
  "assocId",
  "seriesId",
  "comments",
  "reason",
  "firstApprovedAt",
] as const satisfies readonly (keyof RequestRow)[];

/** The request's columns, unqualified, for RETURNING. */
const columnList = Prisma.raw(COLUMNS.map((column) => `"${column}"`).join(", "));

/** The request's columns (all, or the given ones), qualified by a table alias, for a raw SELECT. */
export const requestColumnsSql = (alias: string, columns: readonly (keyof RequestRow)[] = COLUMNS) =>
  Prisma.raw(columns.map((column) => `${alias}."${column}"`).join(", "));

export type RawRequestRow = Record<(typeof COLUMNS)[number], RawValue>;

/** The columns a list item shows, converted as toRequestRow converts them. */
export function toRequestSummaryFields(raw: Pick<RawRequestRow, SummaryColumn>): Pick<RequestRow, SummaryColumn> {
  return {
    id: int(raw.id),
    type: text(raw.type),
    baseType: text(raw.baseType),
    status: text(raw.status),
    source: textOrNull(raw.source),
    customerId: int(raw.customerId),
    survivorId: intOrNull(raw.survivorId),
    requestedPoints: decimalOrNull(raw.requestedPoints),
    forceApproved: bool(raw.forceApproved),
    createdById: int(raw.createdById),
    createdAt: date(raw.createdAt),
    updatedById: intOrNull(raw.updatedById),
    updatedAt: date(raw.updatedAt),
    approvalsNeeded: int(raw.approvalsNeeded),
    firstApproverId: intOrNull(raw.firstApproverId),
    approvedByPolicy: bool(raw.approvedByPolicy),
  };
}

export function toRequestRow(raw: RawRequestRow): RequestRow {
  // Completed on the summary object: a spread followed by more properties takes V8's slow path (load-queue-rows.ts).
  return Object.assign(toRequestSummaryFields(raw), {
    orgId: int(raw.orgId),
    payload: text(raw.payload),
    oldValue: textOrNull(raw.oldValue),
    newValue: textOrNull(raw.newValue),
    amount: decimalOrNull(raw.amount),
    approvedValue: textOrNull(raw.approvedValue),
    assocId: textOrNull(raw.assocId),
    seriesId: intOrNull(raw.seriesId),
    comments: text(raw.comments),
    reason: text(raw.reason),
    firstApprovedAt: raw.firstApprovedAt === null ? null : date(raw.firstApprovedAt),
  });
}

export interface RequestOrg {
  id: number;
  kind: string;
  autoApproval: boolean;
}

/** What a creation also needs: who may skip the checker with client_auto_approve=true, and the approval policy. */
export interface CreatingRequestOrg extends RequestOrg {
  clientAutoApprove: ClientAutoApprovePolicy;
  approvalPolicy: ApprovalPolicy;
}

/** The settings of the caller's organization that govern requests: one primary-key read. */
export async function getRequestOrg(client: SqlClient, orgId: number): Promise<CreatingRequestOrg> {
  return (await getRequestOrgWith(client, orgId, null)).org;
}

/**
 * The settings and, when an identifier is given, the id of the live customer it names (null: none), in one
 * round trip: on PostgreSQL each round trip of a hot call costs more than the read.
 */
export async function getRequestOrgWith(
  client: SqlClient,
  orgId: number,
  customer: CustomerIdentifierRef | null,
): Promise<{ org: CreatingRequestOrg; customerId: number | null }> {
  const scalar = customer ? liveCustomerIdSql(orgId, storedIdentifier(customer)) : null;
  const [row] = await sqlRows<
    { kind: string; autoApproval: RawValue; clientAutoApprove: string; approvalPolicy: string } & ScalarColumn
  >(
    client,
    Prisma.sql`
    SELECT "kind", "autoApproval", "clientAutoApprove", "approvalPolicy", ${scalarColumn(scalar)}
    FROM "Organization" WHERE "id" = ${orgId}`,
  );
  if (!row) throw new Error(`organization ${orgId} does not exist`);
  return {
    org: {
      ...toRequestOrg(orgId, row.kind, row.autoApproval),
      clientAutoApprove: toClientAutoApprovePolicy(row.clientAutoApprove),
      approvalPolicy: parseStoredApprovalPolicy(row.approvalPolicy),
    },
    customerId: scalarValue(row),
  };
}

/**
 * The settings and the organization's request with this id (null when it holds none) in one statement: a
 * decision needs both, and on PostgreSQL each round trip of a hot call costs more than the read.
 */
export async function getRequestOrgAndRequest(
  client: SqlClient,
  orgId: number,
  requestId: number,
): Promise<{ org: RequestOrg; request: RequestRow | null }> {
  const [row] = await sqlRows<RawRequestRow & { orgKind: string; orgAutoApproval: RawValue }>(
    client,
    Prisma.sql`
    SELECT o."kind" AS "orgKind", o."autoApproval" AS "orgAutoApproval", ${requestColumnsSql("r")}
    FROM "Organization" o LEFT JOIN "Request" r ON r."id" = ${requestId} AND r."orgId" = o."id"
    WHERE o."id" = ${orgId}`,
  );
  if (!row) throw new Error(`organization ${orgId} does not exist`);
  return {
    org: toRequestOrg(orgId, row.orgKind, row.orgAutoApproval),
    request: row.id === null ? null : toRequestRow(row),
  };
}

// SQLite may hand the boolean back as an integer.
const toRequestOrg = (id: number, kind: string, autoApproval: RawValue): RequestOrg => ({
  id,
  kind,
  autoApproval: bool(autoApproval),
});

/** The organization's request with this id, or null: one raw primary-key read. */
export async function findRequestInOrg(client: SqlClient, orgId: number, id: number): Promise<RequestRow | null> {
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
  /** 2 when the approval policy asks for two checkers. */
  approvalsNeeded?: number;
}

const decimalParam = (value: Prisma.Decimal | number | string | null | undefined) =>
  value === null || value === undefined ? null : new Prisma.Decimal(value.toString());

/** The history event written with a request write; its request id is the written row's. */
export interface RequestEvent {
  fromStatus: string | null;
  toStatus: string;
  actorId: number;
  comment: string;
  detail: string | null;
  createdAt: Date;
}

/**
 * Runs a statement that writes one request row and returns it (RETURNING the request's columns), and
 * appends the history event of that write when it wrote a row. On PostgreSQL both are one statement:
 * each round trip costs the caller more CPU than the write itself, and it is taken inside a transaction.
 */
async function writeRequestWithEvent(tx: AnyTx, write: Prisma.Sql, event: RequestEvent): Promise<RequestRow | null> {
  if (sqlDialect(tx) === "postgresql") {
    const [row] = await sqlRows<RawRequestRow>(
      tx,
      Prisma.sql`
      WITH written AS (${write}),
      event AS (
        INSERT INTO "RequestEvent" ("requestId", "fromStatus", "toStatus", "actorId", "comment", "detail", "createdAt")
        SELECT written."id", CAST(${event.fromStatus} AS TEXT), CAST(${event.toStatus} AS TEXT),
          CAST(${event.actorId} AS INTEGER), CAST(${event.comment} AS TEXT), CAST(${event.detail} AS TEXT),
          CAST(${event.createdAt} AS TIMESTAMP(3))
        FROM written)
      SELECT * FROM written`,
    );
    return row ? toRequestRow(row) : null;
  }
  const [row] = await sqlRows<RawRequestRow>(tx, write);
  if (!row) return null;
  const written = toRequestRow(row);
  // Every column given: no database default is relied on.
  await sqlExecute(
    tx,
    Prisma.sql`
    INSERT INTO "RequestEvent" ("requestId", "fromStatus", "toStatus", "actorId", "comment", "detail", "createdAt")
    VALUES (${written.id}, ${event.fromStatus}, ${event.toStatus}, ${event.actorId}, ${event.comment},
      ${event.detail}, ${event.createdAt})`,
  );
  return written;
}

/**
 * Inserts a request with its first history event and returns its row as the ORM would: raw statements, as
 * every creation writes them (the ORM's planned insert cost several times the write). Defaults are the
 * schema's; the event is dated as the request.
 */
export async function insertRequestRow(
  tx: AnyTx,
  data: NewRequest,
  event: Omit<RequestEvent, "createdAt">,
): Promise<RequestRow> {
  const at = new Date();
  const row = await writeRequestWithEvent(
    tx,
    Prisma.sql`
    INSERT INTO "Request" ("orgId", "type", "baseType", "status", "source", "customerId", "survivorId", "payload",
      "oldValue", "newValue", "requestedPoints", "amount", "approvedValue", "assocId", "seriesId", "forceApproved",
      "comments", "reason", "createdById", "approvalsNeeded", "createdAt", "updatedAt")
    VALUES (${data.orgId}, ${data.type}, ${data.baseType}, ${data.status}, ${data.source ?? null}, ${data.customerId},
      ${data.survivorId ?? null}, ${data.payload ?? "{}"}, ${data.oldValue ?? null}, ${data.newValue ?? null},
      ${decimalParam(data.requestedPoints)}, ${decimalParam(data.amount)}, ${data.approvedValue ?? null},
      ${data.assocId ?? null}, ${data.seriesId ?? null}, ${false}, ${data.comments ?? ""}, ${data.reason ?? ""},
      ${data.createdById}, ${data.approvalsNeeded ?? 1}, ${at}, ${at})
    RETURNING ${columnList}`,
    { ...event, createdAt: at },
  );
  return row!;
}

/**
 * Sets the given columns (and updatedAt) on the organization's request while it is still in the expected
 * status, with the history event of the change; returns the updated row, or null when no such row was there
 * (a concurrent decision won), and then writes no event.
 */
export async function updateRequestRowIf(
  tx: AnyTx,
  where: { id: number; orgId: number; status: string; withoutFirstApproval?: boolean },
  set: Partial<Record<"status" | "comments" | "approvedValue" | "assocId" | "oldValue", string | null>> & {
    updatedById: number;
    forceApproved?: boolean;
    approvedByPolicy?: boolean;
    firstApproverId?: number;
    firstApprovedAt?: Date;
    /** Given when the caller shows the written row before the answer (a decision's event); now otherwise. */
    updatedAt?: Date;
  },
  event: RequestEvent,
): Promise<RequestRow | null> {
  const assignments = Object.entries({ ...set, updatedAt: set.updatedAt ?? new Date() })
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => Prisma.sql`${Prisma.raw(`"${column}"`)} = ${value}`);
  // The first of two approvals is written once: a concurrent first approval finds the column taken.
  const firstApprovalFree = where.withoutFirstApproval ? Prisma.sql`AND "firstApproverId" IS NULL` : Prisma.empty;
  return writeRequestWithEvent(
    tx,
    Prisma.sql`
    UPDATE "Request" SET ${Prisma.join(assignments, ", ")}
    WHERE "id" = ${where.id} AND "orgId" = ${where.orgId} AND "status" = ${where.status} ${firstApprovalFree}
    RETURNING ${columnList}`,
    event,
  );
}

/**
 * An approval's lock on the customer, which needs no customer row: the no-op conditional update of its live
 * registration in the organization. It holds that row until the transaction ends, so a merge there either
 * finished first (no live registration: 8015) or waits.
 */
export async function lockRequestCustomer(tx: AnyTx, orgId: number, customerId: number): Promise<void> {
  const count = await sqlExecute(tx, liveRegistrationLockSql(orgId, customerId));
  if (count !== 1) throw customerNotFound();
}

/** A goodwill credit: one points lot in the organization's default program. */
export interface GoodwillAward {
  orgId: number;
  customerId: number;
  requestId: number;
  points: Prisma.Decimal;
  pointsType: string;
  expiryType: "fixed" | "rolling";
  expiresAt: Date;
}

/**
 * Takes the approval's lock on the customer (lockRequestCustomer's) and credits the award to the
 * organization's default program; a zero award writes no lot. A missing default program (9062) is refused
 * before a customer merged away (8015). On PostgreSQL the program's read, the lock and the lot's insert are
 * one data-modifying statement: each round trip there costs more than the writes, and this one is taken
 * while the approval holds its locks.
 */
export async function lockAndCreditGoodwillPoints(tx: AnyTx, award: GoodwillAward): Promise<void> {
  if (sqlDialect(tx) === "postgresql") {
    const [row] = await sqlRows<{ programId: RawValue; held: RawValue }>(tx, lockAndCreditSql(award));
    if (row.programId === null) throw noDefaultProgram();
    if (int(row.held) !== 1) throw customerNotFound();
    return;
  }
  const program = await getDefaultProgram(tx, award.orgId);
  if (!program) throw noDefaultProgram();
  await lockRequestCustomer(tx, award.orgId, award.customerId);
  await awardPoints(tx, { ...award, programId: program.id });
}

/** PostgreSQL: the default program, the lock (a no-op update of the live registration) and the insert. */
function lockAndCreditSql(award: GoodwillAward): Prisma.Sql {
  const points = Prisma.sql`CAST(${award.points} AS DECIMAL(65,30))`;
  return Prisma.sql`
    WITH program AS (SELECT p."id" ${defaultProgramFrom(award.orgId)}),
    held AS (${liveRegistrationLockSql(award.orgId, award.customerId)} RETURNING 1),
    lot AS (
      INSERT INTO "PointsLot" ${LOT_COLUMNS}
      SELECT CAST(${award.orgId} AS INTEGER), CAST(${award.customerId} AS INTEGER), program."id", ${points}, ${points},
        CAST(${award.pointsType} AS TEXT), CAST(${award.expiryType} AS TEXT), CAST(${award.expiresAt} AS TIMESTAMP(3)),
        CAST(${new Date()} AS TIMESTAMP(3)), CAST(${award.requestId} AS INTEGER), TRUE
      FROM program, held WHERE ${points} > 0)
    SELECT (SELECT "id" FROM program) AS "programId", (SELECT count(*) FROM held) AS "held"`;
}
