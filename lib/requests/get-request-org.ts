import "server-only";
import type { Request as RequestRow } from "../db/generated/sqlite/client.ts";
import { bool } from "../db/codecs.ts";
import { blockedForChildOrg } from "../errors/catalogue.ts";
import { toClientAutoApprovePolicy, type ClientAutoApprovePolicy } from "../orgs/client-auto-approve-policy.ts";
import { parseStoredApprovalPolicy, type ApprovalPolicy } from "../orgs/approval-policy.ts";
import { toRequestRow } from "./store/request-rows.ts";
import type { CustomerIdentifierRef } from "../customers/store/find-live-customer-id.ts";
import { readRequestOrgAndRequestRow, readRequestOrgRow, type RawBoolean } from "./store/request-org-rows.ts";

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

/**
 * The settings of the caller's organization that govern requests: one raw primary-key read (every create
 * and decision asks; the ORM's planning cost more than the read). SQLite may hand the boolean back as an
 * integer.
 */
export async function getRequestOrg(orgId: number): Promise<CreatingRequestOrg> {
  return (await getRequestOrgWith(orgId, null)).org;
}

/** The settings and, when an identifier is given, the live customer it names (null: none), in one read. */
export async function getRequestOrgWith(
  orgId: number,
  customer: CustomerIdentifierRef | null,
): Promise<{ org: CreatingRequestOrg; customerId: number | null }> {
  const row = await readRequestOrgRow(orgId, customer);
  if (!row) throw new Error(`organization ${orgId} does not exist`);
  return {
    org: {
      ...toRequestOrg(orgId, row.kind, row.autoApproval),
      clientAutoApprove: toClientAutoApprovePolicy(row.clientAutoApprove),
      approvalPolicy: parseStoredApprovalPolicy(row.approvalPolicy),
    },
    customerId: row.customerId,
  };
}

/**
 * The settings and the organization's request with this id (null when it holds none) in one statement: a
 * decision needs both, and on PostgreSQL each round trip of a hot call costs more than the read.
 */
export async function getRequestOrgAndRequest(
  orgId: number,
  requestId: number,
): Promise<{ org: RequestOrg; request: RequestRow | null }> {
  const row = await readRequestOrgAndRequestRow(orgId, requestId);
  if (!row) throw new Error(`organization ${orgId} does not exist`);
  return {
    org: toRequestOrg(orgId, row.orgKind, row.orgAutoApproval),
    request: row.id === null ? null : toRequestRow(row),
  };
}

const toRequestOrg = (id: number, kind: string, autoApproval: RawBoolean): RequestOrg => ({
  id,
  kind,
  autoApproval: bool(autoApproval),
});

/** Spec rule: in a connected group only the parent adds requests; a child is blocked with 9021. */
export function assertNotChildOrg(org: { kind: string }): void {
  if (org.kind === "CONNECTED_CHILD") throw blockedForChildOrg();
}
