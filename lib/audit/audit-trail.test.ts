import { describe, expect, it } from "vitest";
import { POST as CREATE_VENDOR } from "@/app/api_gateway/rewards/core/v1/vendor/create/route.ts";
import { PUT as UPDATE_VENDOR } from "@/app/api_gateway/rewards/core/v1/vendor/[vendorId]/route.ts";
import { PUT as VENDOR_STATUS } from "@/app/api_gateway/rewards/core/v1/vendor/[vendorId]/status/route.ts";
import { POST as ADD_PRODUCTS } from "@/app/v1.1/product/add/route.ts";
import { POST as CHANGE_LABELS } from "@/app/v2/customers/[id]/changeLabels/route.ts";
import { POST as ADD_CUSTOMER } from "@/app/v2/customers/route.ts";
import { POST as CREATE_LABEL } from "@/app/v2/labels/route.ts";
import { POST as CREATE_REQUEST, PUT as REVIEW_REQUESTS } from "@/app/v2/requests/route.ts";
import { DELETE as DEACTIVATE_GROUP } from "@/app/v3/targetGroups/[id]/route.ts";
import { POST as CREATE_GROUP } from "@/app/v3/targetGroups/route.ts";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { dailyTargetGroup } from "@/scripts/test-harness/target-group-body.ts";
import { formatLocalDate } from "@/lib/time/server-time.ts";
import { createUser } from "@/lib/users/create-user.ts";
import { AUDITED_REQUEST_FIELDS } from "@/lib/requests/record-decision.ts";
import { diffFields, pick } from "./audit-changes.ts";
import { verifyAuditChain } from "./verify-audit-chain.ts";
import { postMergeRequest } from "@/scripts/test-harness/merge-request.ts";
import { regularBillRequest } from "@/scripts/test-harness/transaction-request.ts";

// Every audited entity through the path a client or the console uses: the entry names the actor, the
// request id, and the before/after of the fields that changed, and a refused change leaves no entry.

const rid = (name: string) => ({ "x-cap-requestid": `audit-${name}` });
const entriesOf = (entity: string, entityId: number | string) =>
  db.auditEntry.findMany({ where: { entity, entityId: String(entityId) }, orderBy: { seq: "asc" } });
const changesOf = (entry: { changes: string }) => JSON.parse(entry.changes);
const day = (offset: number) => formatLocalDate(new Date(Date.now() + offset * 86_400_000));

async function newCustomerId(mobile: string): Promise<number> {
  const res = await callRoute(ADD_CUSTOMER, {
    path: "/v2/customers",
    auth: "demo.maker",
    headers: rid("customer"),
    body: { profiles: [{ firstName: "Audit", lastName: "Person", identifiers: [{ type: "mobile", value: mobile }] }] },
  });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  const identifier = await db.customerIdentifier.findFirstOrThrow({
    where: { orgId: 100, type: "mobile", value: mobile },
  });
  return identifier.customerId;
}

describe("audit entries, one change of every entity", () => {
  it("vendor: create, update and status record before/after; vendorDetails only as changed", async () => {
    const created = await callRoute(CREATE_VENDOR, {
      path: "/api_gateway/rewards/core/v1/vendor/create",
      auth: "demo.maker",
      headers: rid("vendor-create"),
      body: {
        name: "Audited",
        code: "AUD",
        brandId: 10,
        type: "REWARDS",
        description: "first",
        vendorDetails: { key: "plain-key-1", value: "plain-value-1" },
      },
    });
    const id = created.body.vendor.id;
    const updated = await callRoute(UPDATE_VENDOR, {
      method: "PUT",
      path: `/api_gateway/rewards/core/v1/vendor/${id}`,
      params: { vendorId: String(id) },
      auth: "demo.checker",
      headers: rid("vendor-update"),
      body: { name: "Audited 2", description: "second", vendorDetails: { key: "plain-key-2", value: "plain-value-2" } },
    });
    expect(updated.status).toBe(200);
    await callRoute(VENDOR_STATUS, {
      method: "PUT",
      path: `/api_gateway/rewards/core/v1/vendor/${id}/status`,
      params: { vendorId: String(id) },
      auth: "demo.checker",
      body: { enabled: false },
    });
    const [create, update, disable] = await entriesOf("vendor", id);
    expect(create).toMatchObject({
      orgId: 100,
      action: "create",
      actorName: "demo.maker",
      actorKind: "USER",
      requestId: "audit-vendor-create",
    });
    expect(changesOf(create)).toMatchObject({ name: { before: null, after: "Audited" }, vendorDetails: "changed" });
    expect(update).toMatchObject({ action: "update", actorName: "demo.checker", requestId: "audit-vendor-update" });
    expect(changesOf(update)).toEqual({
      name: { before: "Audited", after: "Audited 2" },
      description: { before: "first", after: "second" },
      vendorDetails: "changed",
    });
    expect(changesOf(disable)).toEqual({ enabled: { before: true, after: false } });
    const stored = JSON.stringify(await entriesOf("vendor", id));
    expect(stored).not.toMatch(/plain-|detailsKeyEnc|detailsValueEnc/);
    const row = await db.vendor.findUniqueOrThrow({ where: { id } });
    expect(stored).not.toContain(row.detailsKeyEnc!);
  });

  it("product: a price change records the old and new price; an identical re-upload records nothing", async () => {
    const add = (price: number) =>
      callRoute(ADD_PRODUCTS, {
        path: "/v1.1/product/add",
        auth: "demo.maker",
        body: { root: { product: [{ sku: "AUDIT-SKU", price }] } },
      });
    await add(10);
    await add(12.5);
    await add(12.5);
    const product = await db.product.findFirstOrThrow({ where: { orgId: 100, sku: "AUDIT-SKU" } });
    const entries = await entriesOf("product", product.id);
    expect(entries.map((e) => e.action)).toEqual(["create", "update"]);
    expect(changesOf(entries[1])).toEqual({ price: { before: "10", after: "12.5" } });
  });

  it("target group: creation and deactivation", async () => {
    const created = await callRoute(CREATE_GROUP, {
      path: "/v3/targetGroups",
      auth: "demo.maker",
      body: {
        ...dailyTargetGroup("Audited group"),
        description: "d",
        active: true,
        preferredTillId: 0,
        userCreated: false,
        periods: [{ startDate: `${day(1)}T00:00:00.000`, endDate: `${day(5)}T23:59:59.000`, refCode: "P1" }],
        targets: [
          {
            name: "Visit",
            filters: [],
            targetEntity: "TRANSACTION",
            targetType: "VISIT",
            defaultValues: [{ defaultValue: 1 }],
          },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id;
    await callRoute(DEACTIVATE_GROUP, {
      method: "DELETE",
      path: `/v3/targetGroups/${id}`,
      params: { id: String(id) },
      auth: "demo.maker",
    });
    await callRoute(DEACTIVATE_GROUP, {
      method: "DELETE",
      path: `/v3/targetGroups/${id}`,
      params: { id: String(id) },
      auth: "demo.maker",
    });
    const [create, deactivate, ...more] = await entriesOf("targetGroup", id);
    expect(more).toEqual([]);
    expect(changesOf(create)).toMatchObject({
      name: { before: null, after: "Audited group" },
      active: { before: null, after: true },
    });
    expect(changesOf(create).periods.after[0]).toMatchObject({ refCode: "P1" });
    expect(deactivate.action).toBe("deactivate");
    expect(changesOf(deactivate)).toEqual({ active: { before: true, after: false } });
  });

  it("label and customer: creating a label, registering a customer and changing its labels", async () => {
    const label = await callRoute(CREATE_LABEL, {
      path: "/v2/labels",
      auth: "demo.maker",
      body: { labelName: "Audited label" },
    });
    expect(label.status).toBeLessThan(300);
    const labelRow = await db.label.findFirstOrThrow({ where: { orgId: 100, name: "Audited label" } });
    expect(changesOf((await entriesOf("label", labelRow.id))[0])).toEqual({
      name: { before: null, after: "Audited label" },
    });

    const customerId = await newCustomerId("919811100001");
    await callRoute(CHANGE_LABELS, {
      path: `/v2/customers/${customerId}/changeLabels`,
      params: { id: String(customerId) },
      auth: "demo.maker",
      body: { add: [{ labelName: "Audited label" }, { labelName: "VIP" }] },
    });
    await callRoute(CHANGE_LABELS, {
      path: `/v2/customers/${customerId}/changeLabels`,
      params: { id: String(customerId) },
      auth: "demo.maker",
      body: { remove: [{ labelName: "VIP" }] },
    });
    const [register, added, removed] = await entriesOf("customer", customerId);
    expect(register).toMatchObject({ action: "create", requestId: "audit-customer" });
    expect(changesOf(register)).toMatchObject({
      firstName: { before: null, after: "Audit" },
      identifiers: { before: null, after: ["mobile:919811100001"] },
    });
    expect(changesOf(added)).toEqual({ labels: { before: [], after: ["Audited label", "VIP"] } });
    expect(changesOf(removed)).toEqual({ labels: { before: ["Audited label", "VIP"], after: ["Audited label"] } });
  });

  it("request: creation by the maker, approval by the checker with the status and approved value", async () => {
    const mobile = "919811100002";
    await newCustomerId(mobile);
    const created = await callRoute(CREATE_REQUEST, {
      path: "/v2/requests?source=INSTORE",
      auth: "demo.maker",
      headers: rid("request-create"),
      body: regularBillRequest(mobile, { billNumber: "A-1", billAmount: "250" }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.createdId;
    const review = (auth: Auth) =>
      callRoute(REVIEW_REQUESTS, {
        method: "PUT",
        path: "/v2/requests",
        auth,
        body: [{ type: "TRANSACTION", baseType: "REGULAR_TXN_ADD", id, status: "APPROVED", comments: "ok" }],
      });
    expect((await review("demo.maker")).status).toBe(403);
    expect((await entriesOf("request", id)).map((e) => e.action)).toEqual(["create"]);
    await review("demo.checker");
    const [create, approve] = await entriesOf("request", id);
    expect(create).toMatchObject({ actorName: "demo.maker", requestId: "audit-request-create" });
    expect(changesOf(create).status).toEqual({ before: null, after: "PENDING" });
    expect(approve).toMatchObject({ action: "approve", actorName: "demo.checker" });
    expect(changesOf(approve)).toMatchObject({
      status: { before: "PENDING", after: "APPROVED" },
      approvedValue: { before: null, after: expect.any(String) },
      comments: { before: "", after: "ok" },
    });
  });

  it("request: a creation's entry records the stored row's fields, for a transaction and a merge", async () => {
    const [victim, survivor] = [await newCustomerId("919811100011"), await newCustomerId("919811100012")];
    const bodies = [
      regularBillRequest("919811100011", { billNumber: "A-2", billAmount: "9.50" }),
      {
        type: "CHANGE_IDENTIFIER",
        baseType: "MERGE",
        victimCustomer: { mobile: "919811100011" },
        survivorCustomer: { mobile: "919811100012" },
      },
    ];
    for (const body of bodies) {
      const created = await callRoute(CREATE_REQUEST, {
        path: "/v2/requests?source=INSTORE",
        auth: "demo.maker",
        body,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const row = await db.request.findUniqueOrThrow({ where: { id: created.body.createdId } });
      expect(row).toMatchObject({
        customerId: victim,
        survivorId: body.type === "CHANGE_IDENTIFIER" ? survivor : null,
      });
      const [entry, ...more] = await entriesOf("request", row.id);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({ action: "create", actorName: "demo.maker", entityId: String(row.id) });
      expect(changesOf(entry)).toEqual(diffFields(null, pick(row, AUDITED_REQUEST_FIELDS)));
    }
    expect(await verifyAuditChain(db)).toBeNull();
  });

  it("customer: an approved merge records the victim's and the survivor's side", async () => {
    const [victim, survivor] = [await newCustomerId("919811100003"), await newCustomerId("919811100004")];
    const created = await postMergeRequest(
      CREATE_REQUEST,
      "demo.maker",
      { mobile: "919811100003" },
      { mobile: "919811100004" },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const approved = await callRoute(REVIEW_REQUESTS, {
      method: "PUT",
      path: "/v2/requests",
      auth: "demo.checker",
      body: [{ type: "CHANGE_IDENTIFIER", baseType: "MERGE", id: created.body.createdId, status: "APPROVED" }],
    });
    expect(approved.body.failureCount, JSON.stringify(approved.body)).toBe(0);
    const merged = (await entriesOf("customer", victim)).at(-1)!;
    expect(merged).toMatchObject({ action: "merged-into", actorName: "demo.checker" });
    expect(changesOf(merged)).toEqual({ mergedIntoId: { before: null, after: survivor } });
    expect(changesOf((await entriesOf("customer", survivor)).at(-1)!)).toEqual({
      absorbedCustomerId: { before: null, after: victim },
    });
  });

  it("user and API client: created with the password recorded only as changed", async () => {
    const user = await createUser(db, {
      orgId: 100,
      username: "audit.user",
      displayName: "Audit User",
      password: "audit-user-password",
      access: ["default"],
    });
    const client = await createUser(db, {
      orgId: 100,
      username: "audit-client",
      displayName: "Audit Client",
      password: "audit-client-secret",
      access: ["default"],
      kind: "API_CLIENT",
    });
    const [userEntry] = await entriesOf("user", user.id);
    const [clientEntry] = await entriesOf("apiClient", client.id);
    expect(userEntry).toMatchObject({ action: "create", actorKind: "SYSTEM", orgId: 100 });
    expect(changesOf(userEntry)).toMatchObject({
      username: { before: null, after: "audit.user" },
      password: "changed",
    });
    expect(changesOf(clientEntry)).toMatchObject({
      username: { before: null, after: "audit-client" },
      password: "changed",
    });
    expect(JSON.stringify([userEntry, clientEntry])).not.toMatch(/audit-user-password|audit-client-secret|scrypt|\$/);
  });
});

describe("refused changes", () => {
  it("leave no entry: a duplicate vendor name, an unknown customer, no credentials", async () => {
    // Sign-in events are audited too, so only entries of the entities touched here are counted.
    const changes = () => db.auditEntry.count({ where: { entity: { in: ["vendor", "customer", "label"] } } });
    const before = await changes();
    const taken = await callRoute(CREATE_VENDOR, {
      path: "/api_gateway/rewards/core/v1/vendor/create",
      auth: "demo.maker",
      body: { name: "Audited 2", brandId: 10, type: "REWARDS" },
    });
    // As the original: HTTP 200 with the failure status.
    expect(taken.status).toBe(200);
    expect(taken.body.status).toMatchObject({ success: false, code: 5007 });
    const unknown = await callRoute(CHANGE_LABELS, {
      path: "/v2/customers/999999/changeLabels",
      params: { id: "999999" },
      auth: "demo.maker",
      body: { add: [{ labelName: "VIP" }] },
    });
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    const denied = await callRoute(CREATE_LABEL, { path: "/v2/labels", auth: null, body: { labelName: "Nope" } });
    expect(denied.status).toBe(401);
    expect(await changes()).toBe(before);
  });
});
