import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { identifierValueOf } from "../customers/identifier-value.ts";
import { identifierSchema } from "../customers/schemas.ts";
import { createMergeRequest } from "./create-merge-request.ts";
import { createRequestRecord, type RequestData } from "./create-request-record.ts";
import { assertNotChildOrg } from "./creation-approval.ts";
import { getRequestOrg, type CreatingRequestOrg } from "./store/request-store.ts";
import { creationApproval } from "./creation-approval.ts";
import { eachItem, type RequestOutcome } from "./request-outcome.ts";
import { IDENTIFIER_BY_BASE_TYPE, isOrgCouponSeries, type IdentifierBaseType } from "./request-kinds.ts";
import { resolveCustomerRef } from "./resolve-customer-ref.ts";
import { BASE_TYPES_BY_TYPE, type CustomerRef, type V11AddItem } from "./schemas.ts";
import { isRowId } from "../validation/id-param.ts";
import {
  duplicateIdentifier,
  invalidCouponSeries,
  invalidInput,
  invalidRequestBaseType,
  invalidRequestType,
  transactionNotFound,
} from "../errors/catalogue.ts";

/**
 * Creates each item as a PENDING request (GOODWILL, CHANGE_IDENTIFIER, TRANSACTION_UPDATE), or approves it
 * at once when the organization auto-approves; a refused item leaves the others created. The items are the
 * v1.1 add body's, the only way to create these kinds.
 */
export async function addRequests(principal: Principal, items: V11AddItem[]): Promise<RequestOutcome[]> {
  const org = await getRequestOrg(db, principal.orgId);
  return eachItem(items, (item) => addOne(principal, org, item));
}

async function addOne(principal: Principal, org: CreatingRequestOrg, item: V11AddItem) {
  const baseTypes: readonly string[] | undefined = BASE_TYPES_BY_TYPE[item.type as keyof typeof BASE_TYPES_BY_TYPE];
  if (!baseTypes) throw invalidRequestType();
  if (!baseTypes.includes(item.base_type)) throw invalidRequestBaseType();
  const ref: CustomerRef = {
    id: item.customer.id?.toString(),
    mobile: item.customer.mobile,
    email: item.customer.email,
    externalId: item.customer.external_id,
  };
  if (item.base_type === "MERGE") {
    assertNotChildOrg(org);
    if (!item.new_value)
      throw invalidInput("new_value (the survivor's customer id) is required for a MERGE request", "new_value");
    return createMergeRequest(
      principal,
      org,
      { victimCustomer: ref, survivorCustomer: { id: item.new_value } },
      { source: "INSTORE", clientAutoApprove: false, comment: item.comments },
    );
  }
  const customerId = await resolveCustomerRef(principal.orgId, ref);
  const base = {
    type: item.type,
    baseType: item.base_type,
    customerId,
    source: "INSTORE",
    reason: item.reason ?? "",
    payload: JSON.stringify(item),
  };
  const { data, autoApproval } = creationApproval(
    org,
    { ...base, ...(await detailsOf(principal.orgId, customerId, item)) },
    false,
  );
  return createRequestRecord(principal, data, autoApproval, item.comments);
}

async function detailsOf(orgId: number, customerId: number, item: V11AddItem): Promise<Partial<RequestData>> {
  if (item.base_type === "POINTS") {
    if (!item.points) throw invalidInput("points is required for a GOODWILL POINTS request", "points");
    return { requestedPoints: item.points, amount: item.points };
  }
  if (item.base_type === "COUPON") {
    const seriesId = Number(item.series_id);
    if (item.series_id === undefined || !(await isOrgCouponSeries(db, orgId, seriesId))) throw invalidCouponSeries();
    return { seriesId };
  }
  if (item.base_type === "RETRO") {
    const id = Number(item.transaction_id);
    if (
      item.transaction_id === undefined ||
      !isRowId(id) ||
      (await db.transaction.count({ where: { id, orgId } })) !== 1
    )
      throw transactionNotFound();
    return { assocId: String(id) };
  }
  const type = IDENTIFIER_BY_BASE_TYPE[item.base_type as IdentifierBaseType];
  const parsed = identifierSchema.safeParse({ type, value: item.new_value ?? "" });
  if (!parsed.success) throw invalidInput(`new_value: ${parsed.error.issues[0].message}`, "new_value");
  const newValue = parsed.data.value;
  const holder = await db.customerIdentifier.findUnique({
    where: { orgId_type_value: { orgId, type, value: newValue } },
  });
  if (holder && holder.customerId !== customerId) throw duplicateIdentifier(type, newValue);
  const current = await db.customerIdentifier.findFirst({
    where: { orgId, customerId, type },
    select: { value: true },
  });
  if (item.old_value !== undefined && identifierValueOf(type, item.old_value) !== (current?.value ?? ""))
    throw invalidInput("old_value does not match the customer's current value", "old_value");
  return { oldValue: current?.value ?? "", newValue, payload: JSON.stringify({ ...item, identifierType: type }) };
}
