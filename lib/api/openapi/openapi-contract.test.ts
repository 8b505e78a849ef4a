import { afterAll, describe, expect, it } from "vitest";
import type { Auth, CallResult } from "../../../scripts/test-harness/call-route.ts";
import {
  callOperation,
  operationById,
  responseProblems,
  type OperationCall,
} from "../../../scripts/test-harness/openapi-client.ts";
import { API_OPERATIONS } from "./api-operations.ts";

// Every operation, called through its real handler against the demo database with the document's own
// examples, answers with a body its documented schema for that status accepts: a success and a refusal each.

const seen = new Map<string, Set<"success" | "refusal">>();

async function expectCall(operationId: string, status: number, call: OperationCall = {}): Promise<CallResult> {
  const op = operationById(operationId);
  const res = await callOperation(op, call);
  expect(res.status, `${operationId}: ${JSON.stringify(res.body).slice(0, 400)}`).toBe(status);
  expect(responseProblems(op, res.status, res.body), operationId).toEqual([]);
  const kinds = seen.get(operationId) ?? new Set();
  kinds.add(status < 300 ? "success" : "refusal");
  seen.set(operationId, kinds);
  return res;
}

const maker: Auth = "demo.maker";
const checker: Auth = "demo.checker";
const viewer: Auth = "demo.viewer";

/** A fresh pending goodwill request from the maker (the add operation's example), by id. */
async function newGoodwill(): Promise<string> {
  const res = await expectCall("addRequestsV11", 200, { auth: maker });
  return res.body.response.requests.request[0].id;
}

const withId = (example: unknown, id: string) => {
  const body = structuredClone(example) as { root: { request: { id: string }[] } };
  body.root.request[0].id = id;
  return body;
};

describe("OAuth token (v3)", () => {
  it("issues a token for the demo client, which then authenticates in both headers", async () => {
    const res = await expectCall("generateOAuthToken", 200);
    const token = res.body.data.accessToken as string;
    await expectCall("lookupCustomer", 200, { auth: { bearer: token } });
    await expectCall("lookupCustomer", 200, { auth: { oauthHeader: token } });
  });

  it("refuses a wrong secret, a bad body and a wrong content type", async () => {
    await expectCall("generateOAuthToken", 401, { body: { key: "demo-integration", secret: "wrong" } });
    await expectCall("generateOAuthToken", 400, { body: { key: "demo-integration" } });
    await expectCall("generateOAuthToken", 415, {
      rawBody: "key=a",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
  });
});

describe("API clients (v2 admin)", () => {
  it("creates, lists, reads, changes, rotates and revokes a client; refuses non-admins and unknown ids", async () => {
    const admin: Auth = "demo.admin";
    const created = await expectCall("createApiClient", 200, { auth: admin });
    const params = { id: String(created.body.data.id) };
    await expectCall("createApiClient", 400, { auth: admin, body: { name: "No groups", accessGroups: [] } });
    await expectCall("listApiClients", 200, { auth: admin });
    await expectCall("listApiClients", 403, { auth: checker });
    await expectCall("getApiClient", 200, { auth: admin });
    await expectCall("getApiClient", 404, { auth: admin, params: { id: "999999" } });
    await expectCall("updateApiClient", 200, { auth: admin, params });
    await expectCall("updateApiClient", 400, { auth: admin, params, body: { accessGroups: ["root"] } });
    await expectCall("rotateApiClientSecret", 200, { auth: admin, params });
    await expectCall("rotateApiClientSecret", 400, { auth: admin, params, body: { overlapSeconds: -1 } });
    await expectCall("revokeApiClient", 200, { auth: admin, params });
    await expectCall("revokeApiClient", 409, { auth: admin, params });
  });
});

describe("requests (v1.1)", () => {
  it("adds a goodwill request, approves it, and refuses approving it twice", async () => {
    const id = await newGoodwill();
    const approve = operationById("approveRequestsV11");
    await expectCall("approveRequestsV11", 200, { auth: checker, body: withId(approve.body!.example, id) });
    await expectCall("approveRequestsV11", 409, { auth: checker, body: withId(approve.body!.example, id) });
  });

  it("rejects a goodwill request; the maker may not", async () => {
    const id = await newGoodwill();
    const reject = operationById("rejectRequestsV11");
    await expectCall("rejectRequestsV11", 403, { auth: maker, body: withId(reject.body!.example, id) });
    await expectCall("rejectRequestsV11", 200, { auth: checker, body: withId(reject.body!.example, id) });
  });

  it("refuses an unknown type item by item, and a caller without requests.write", async () => {
    const bad = {
      root: { request: [{ type: "NOPE", base_type: "POINTS", customer: { mobile: "919900000001" }, points: "5" }] },
    };
    await expectCall("addRequestsV11", 400, { auth: maker, body: bad });
    await expectCall("addRequestsV11", 403, { auth: viewer });
    await expectCall("addRequestsV11", 401, { auth: { basic: ["demo.maker", "wrong"] } });
  });
});

describe("products (v1.1)", () => {
  it("adds the example product, gets it by SKU and lists it", async () => {
    await expectCall("addProducts", 200, { auth: viewer });
    await expectCall("getProducts", 200, { auth: viewer });
    await expectCall("getProducts", 200, { auth: viewer, query: { search: "LEE", page: "0", pageSize: "10" } });
  });

  it("refuses a batch where every product is invalid, and unknown SKUs", async () => {
    await expectCall("addProducts", 422, { auth: viewer, body: { root: { product: [{ price: "10" }] } } });
    await expectCall("getProducts", 404, { auth: viewer, query: { sku: "NO-SUCH-SKU" } });
    await expectCall("addProducts", 400, {
      auth: viewer,
      rawBody: '{"root": ',
      headers: { "content-type": "application/json" },
    });
  });
});

describe("customers, labels and points (v2)", () => {
  it("registers the example customer once", async () => {
    await expectCall("addCustomer", 200, { auth: viewer });
    await expectCall("addCustomer", 409, { auth: viewer });
  });

  it("looks up Asha and refuses an unknown identifier or source", async () => {
    await expectCall("lookupCustomer", 200, { auth: viewer });
    await expectCall("lookupCustomer", 404, {
      auth: viewer,
      query: { source: "INSTORE", identifierName: "mobile", identifierValue: "910000000000" },
    });
    await expectCall("lookupCustomer", 400, {
      auth: viewer,
      query: { source: "NOWHERE", identifierName: "mobile", identifierValue: "919900000001" },
    });
    await expectCall("lookupCustomer", 401, { auth: null });
  });

  it("searches customers and refuses a text shorter than 3 characters", async () => {
    await expectCall("searchCustomers", 200, { auth: viewer });
    await expectCall("searchCustomers", 400, { auth: viewer, query: { q: "as" } });
  });

  it("reads and changes labels, with warnings for unknown names", async () => {
    await expectCall("getCustomerLabels", 200, { auth: viewer });
    await expectCall("getCustomerLabels", 404, { auth: viewer, params: { id: "999999" } });
    await expectCall("changeCustomerLabels", 200, { auth: viewer });
    const warned = await expectCall("changeCustomerLabels", 200, {
      auth: viewer,
      body: { add: [{ labelName: "No such label" }] },
    });
    expect(warned.body.warnings).toHaveLength(1);
    await expectCall("changeCustomerLabels", 404, { auth: viewer, params: { id: "999999" } });
  });

  it("reads Asha's expiry schedule both ways and refuses bad parameters", async () => {
    const byId = await expectCall("getPointsExpiryScheduleById", 200, { auth: maker });
    expect(byId.body.expirySchedules.length).toBeGreaterThan(0);
    await expectCall("getPointsExpirySchedule", 200, { auth: maker });
    await expectCall("getPointsExpiryScheduleById", 400, { auth: maker, query: { source: "NOWHERE" } });
    await expectCall("getPointsExpirySchedule", 400, {
      auth: maker,
      query: { ...operationById("getPointsExpirySchedule").queryExample, startDate: "01/02/2030" },
    });
    await expectCall("getPointsExpirySchedule", 403, { auth: viewer });
  });

  it("lists and adds labels", async () => {
    await expectCall("listLabels", 200, { auth: viewer });
    await expectCall("listLabels", 400, { auth: viewer, query: { limit: "0" } });
    await expectCall("createLabel", 200, { auth: viewer });
    await expectCall("createLabel", 409, { auth: viewer });
  });

  it("replays an answer to a repeated Idempotency-Key and refuses the key with another body", async () => {
    const headers = { "idempotency-key": "contract-label-1" };
    await expectCall("createLabel", 200, { auth: viewer, body: { labelName: "Replayed" }, headers });
    const replay = await expectCall("createLabel", 200, { auth: viewer, body: { labelName: "Replayed" }, headers });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    await expectCall("createLabel", 422, { auth: viewer, body: { labelName: "Another" }, headers });
  });
});

describe("requests (v2)", () => {
  it("creates the example transaction request and refuses an unknown type", async () => {
    await expectCall("createRequest", 200, { auth: maker });
    await expectCall("createRequest", 400, { auth: maker, body: { type: "BOGUS", baseType: "REGULAR_TXN_ADD" } });
  });

  it("lists, reads each kind of request, and approves the demo transaction once", async () => {
    await expectCall("findRequests", 200, { auth: checker });
    await expectCall("findRequests", 400, { auth: checker, query: { status: "LOST" } });
    await expectCall("getRequest", 200, { auth: checker });
    await expectCall("getRequest", 200, { auth: checker, params: { id: "2" } });
    await expectCall("getRequest", 200, { auth: checker, params: { id: await newGoodwill() } });
    await expectCall("getRequest", 404, { auth: checker, params: { id: "999999" } });
    await expectCall("reviewRequests", 200, { auth: checker });
    await expectCall("reviewRequests", 409, { auth: checker });
    await expectCall("reviewRequests", 403, { auth: maker });
  });
});

describe("audit (v2)", () => {
  it("shows the administrator the organization's log, and nobody else", async () => {
    const res = await expectCall("findAuditEntries", 200, { auth: "demo.admin", query: { limit: "20" } });
    expect(res.body.data.length).toBeGreaterThan(0);
    await expectCall("findAuditEntries", 403, { auth: checker });
    await expectCall("findAuditEntries", 400, { auth: "demo.admin", query: { entity: "planet" } });
  });

  it("shows the administrator the security events naming the organization's users", async () => {
    await expectCall("generateOAuthToken", 401, { body: { key: "demo-integration", secret: "wrong" } });
    const res = await expectCall("findSecurityEvents", 200, { auth: "demo.admin" });
    expect(res.body.data.length).toBeGreaterThan(0);
    await expectCall("findSecurityEvents", 400, { auth: "demo.admin", query: { action: "sign-out" } });
  });
});

describe("admin: users (v2)", () => {
  it("lists, adds, reads, changes and resets users; refuses others and non-admins", async () => {
    const admin: Auth = "demo.admin";
    await expectCall("listAdminUsers", 200, { auth: admin });
    await expectCall("listAdminUsers", 403, { auth: checker });
    const created = await expectCall("createAdminUser", 200, { auth: admin });
    await expectCall("createAdminUser", 409, { auth: admin });
    const params = { id: String(created.body.data.id) };
    await expectCall("getAdminUser", 200, { auth: admin });
    await expectCall("getAdminUser", 404, { auth: admin, params: { id: "999999" } });
    await expectCall("updateAdminUser", 200, { auth: admin });
    await expectCall("updateAdminUser", 200, { auth: admin, params, body: { status: "DEACTIVATED" } });
    await expectCall("updateAdminUser", 400, { auth: admin, params, body: { status: "GONE" } });
    await expectCall("resetAdminUserPassword", 200, { auth: admin, params });
    await expectCall("resetAdminUserPassword", 404, { auth: admin, params: { id: "999999" } });
  });
});

describe("settings (v2 admin)", () => {
  it("shows and changes the organization's settings for an administrator, and nobody else", async () => {
    const res = await expectCall("getOrganizationSettings", 200, { auth: "demo.admin" });
    expect(res.body.data.timeZone).toBe("UTC");
    await expectCall("getOrganizationSettings", 403, { auth: checker });
    const changed = await expectCall("updateOrganizationSettings", 200, { auth: "demo.admin" });
    expect(changed.body.data.timeZone).toBe("Europe/Berlin");
    await expectCall("updateOrganizationSettings", 400, { auth: "demo.admin", body: { timeZone: "Nowhere" } });
    await expectCall("updateOrganizationSettings", 403, { auth: maker });
    // Back to the demo data's settings for the operations below.
    await expectCall("updateOrganizationSettings", 200, {
      auth: "demo.admin",
      body: { timeZone: "UTC", approvalPolicy: { GOODWILL_POINTS: {} } },
    });
  });
});

describe("target groups (v3)", () => {
  it("creates, replaces, lists, reads and deactivates the example group", async () => {
    const created = await expectCall("createTargetGroup", 200, { auth: viewer });
    const id = created.body.data.id as number;
    await expectCall("createTargetGroup", 409, { auth: viewer });
    await expectCall("createTargetGroup", 400, {
      auth: viewer,
      body: { ...(operationById("createTargetGroup").body!.example as object), streaks: [] },
    });
    const update = operationById("updateTargetGroup").body!.example as object;
    await expectCall("updateTargetGroup", 200, { auth: viewer, body: { ...update, id } });
    await expectCall("updateTargetGroup", 404, {
      auth: viewer,
      body: { ...update, id: 999999, name: "No such group" },
    });
    await expectCall("findTargetGroups", 200, { auth: viewer });
    await expectCall("findTargetGroups", 400, { auth: viewer, query: { size: "0" } });
    await expectCall("getTargetGroup", 200, { auth: viewer, params: { id: String(id) } });
    await expectCall("getTargetGroup", 404, { auth: viewer, params: { id: "999999" } });
    await expectCall("deactivateTargetGroup", 200, { auth: viewer, params: { id: String(id) } });
    await expectCall("deactivateTargetGroup", 404, { auth: viewer, params: { id: "999999" } });
  });
});

describe("vendors (rewards gateway)", () => {
  it("creates, reads, changes, disables and lists the example vendor", async () => {
    const created = await expectCall("createVendor", 200, { auth: viewer });
    const params = { vendorId: String(created.body.vendor.id) };
    // The original answers 5007 and 3004 with HTTP 200 and its failure body; the document says so.
    const duplicate = await expectCall("createVendor", 200, { auth: viewer });
    expect(duplicate.body).toEqual({
      status: { success: false, code: 5007, message: "Vendor already exists" },
      vendor: null,
    });
    const elsewhere = { name: "Elsewhere", brandId: 99, type: "POINTS" };
    expect((await expectCall("createVendor", 200, { auth: viewer, body: elsewhere })).body.status.code).toBe(3004);
    await expectCall("createVendor", 400, { auth: viewer, body: { ...elsewhere, type: "CASH" } });
    await expectCall("getVendor", 200, { auth: viewer, params });
    await expectCall("getVendor", 404, { auth: viewer, params: { vendorId: "999999" } });
    await expectCall("updateVendor", 200, { auth: viewer, params });
    await expectCall("updateVendor", 400, { auth: viewer, params, body: { type: "CASH" } });
    await expectCall("setVendorStatus", 200, { auth: viewer, params });
    await expectCall("setVendorStatus", 400, { auth: viewer, params, body: { enabled: "yes" } });
    await expectCall("listBrandVendors", 200, { auth: viewer });
    const noBrand = await expectCall("listBrandVendors", 200, { auth: viewer, params: { brandId: "99" } });
    expect(noBrand.body).toEqual({
      status: { success: false, code: 3004, message: "Brand not found" },
      vendorList: null,
    });
    await expectCall("listBrandVendors", 400, { auth: viewer, query: { limit: "0" } });
    await expectCall("listBrandVendors", 401, { auth: null });
  });
});

describe("one's own password (v2)", () => {
  it("changes a one-time password with the example, and refuses a wrong current password", async () => {
    const { db } = await import("../../db/client.ts");
    const { createUser } = await import("../../users/create-user.ts");
    const { body } = operationById("changeOwnPassword");
    const { currentPassword } = body?.example as { currentPassword: string };
    const user = await createUser(db, {
      orgId: 100,
      username: "contract.onetime",
      displayName: "Contract one-time",
      password: currentPassword,
      access: ["points.read"],
    });
    await db.user.update({ where: { id: user.id }, data: { mustChangePassword: true } });
    const auth: Auth = { basic: ["contract.onetime", currentPassword] };
    await expectCall("findAuditEntries", 403, { auth });
    await expectCall("changeOwnPassword", 400, { auth, body: { currentPassword: "wrong", newPassword: "x" } });
    await expectCall("changeOwnPassword", 200, { auth });
  });
});

describe("console sessions (v2)", () => {
  it("lists and ends one's own sessions, and an admin ends a user's; refuses unknown ids and non-admins", async () => {
    const { db } = await import("../../db/client.ts");
    const { openConsoleSession } = await import("../../../scripts/test-harness/console-session.ts");
    const viewer = await db.user.findUniqueOrThrow({ where: { username: "demo.viewer" } });
    const first = await openConsoleSession(viewer.id);
    const second = await openConsoleSession(viewer.id);
    const res = await expectCall("listOwnSessions", 200, { headers: first.headers });
    expect(res.body.data.length).toBeGreaterThanOrEqual(2);
    await expectCall("listOwnSessions", 401, { auth: null });
    await expectCall("endOwnSession", 200, { headers: first.headers, params: { id: second.sid } });
    await expectCall("endOwnSession", 404, { headers: first.headers });
    await expectCall("endOtherOwnSessions", 200, { headers: first.headers });
    await expectCall("endOtherOwnSessions", 401, { auth: null });
    await expectCall("endAdminUserSessions", 200, { auth: "demo.admin" });
    await expectCall("endAdminUserSessions", 404, { auth: "demo.admin", params: { id: "999999" } });
    await expectCall("listOwnSessions", 401, { headers: first.headers });
  });
});

describe("one's own second factor (v2)", () => {
  it("sets up, confirms, regenerates and removes an authenticator app; an admin resets it", async () => {
    const { db } = await import("../../db/client.ts");
    const { createUser } = await import("../../users/create-user.ts");
    const { consoleHeaders, totpCode } = await import("../../../scripts/test-harness/second-factor.ts");
    const user = await createUser(db, {
      orgId: 100,
      username: "contract.factor",
      displayName: "Contract factor",
      password: "contract-factor-pw",
      access: ["default"],
    });
    const auth: Auth = { basic: ["contract.factor", "contract-factor-pw"] };
    await expectCall("getOwnSecondFactor", 200, { auth });
    await expectCall("getOwnSecondFactor", 401, { auth: null });
    await expectCall("confirmTotpEnrolment", 409, { auth });
    const started = await expectCall("startTotpEnrolment", 200, { auth });
    const secret = started.body.data.secret as string;
    await expectCall("confirmTotpEnrolment", 400, { auth, body: { code: "" } });
    const confirmed = await expectCall("confirmTotpEnrolment", 200, { auth, body: { code: totpCode(secret) } });
    const session: OperationCall = {
      auth: null,
      headers: await consoleHeaders({ id: user.id, username: "contract.factor" }),
    };
    await expectCall("startTotpEnrolment", 409, session);
    await expectCall("regenerateRecoveryCodes", 400, { ...session, body: { code: "nope" } });
    const fresh = await expectCall("regenerateRecoveryCodes", 200, { ...session, body: { code: totpCode(secret, 1) } });
    // The first set is void now; a code of the new one removes the app.
    await expectCall("removeTotp", 400, { ...session, body: { code: confirmed.body.data.recoveryCodes[0] } });
    await expectCall("removeTotp", 200, { ...session, body: { code: fresh.body.data.recoveryCodes[0] } });
    await expectCall("resetAdminUserSecondFactor", 200, { auth: "demo.admin", params: { id: String(user.id) } });
    await expectCall("resetAdminUserSecondFactor", 404, { auth: "demo.admin", params: { id: "999999" } });
  });
});

describe("one's own passkeys (v2)", () => {
  it("issues options, registers a software authenticator's passkey, lists, renames and removes it; refuses the rest", async () => {
    const { db } = await import("../../db/client.ts");
    const { createUser } = await import("../../users/create-user.ts");
    const { SoftwareAuthenticator } = await import("../../../scripts/test-harness/software-authenticator.ts");
    const { openConsoleSession } = await import("../../../scripts/test-harness/console-session.ts");
    const user = await createUser(db, {
      orgId: 100,
      username: "contract.passkey",
      displayName: "Contract passkey",
      password: "Velvet-Harbor-Quantum-73",
      access: ["points.read"],
    });
    // As the console calls: once the user holds a passkey, Basic with the password is refused.
    const auth: Auth = { session: (await openConsoleSession(user.id)).headers };
    const issued = await expectCall("passkeyRegistrationOptions", 200, { auth });
    await expectCall("passkeyRegistrationOptions", 401, { auth: null });
    await expectCall("registerOwnPasskey", 400, { auth });
    const response = new SoftwareAuthenticator().create(issued.body.data.options);
    const body = { challengeId: issued.body.data.challengeId, name: "Contract key", response };
    const registered = await expectCall("registerOwnPasskey", 200, { auth, body });
    const params = { id: String(registered.body.data.id) };
    await expectCall("listOwnPasskeys", 200, { auth });
    await expectCall("listOwnPasskeys", 401, { auth: null });
    await expectCall("renameOwnPasskey", 200, { auth, params });
    await expectCall("renameOwnPasskey", 404, { auth, params: { id: "999999" } });
    await expectCall("removeOwnPasskey", 200, { auth, params });
    await expectCall("removeOwnPasskey", 404, { auth, params });
  });
});

describe("admin catalogue (v2)", () => {
  const admin: Auth = "demo.admin";
  const kinds = [
    { stem: "Program", plural: "Programs", fresh: { name: "Short-lived program" } },
    { stem: "Brand", plural: "Brands", fresh: { name: "Short-lived brand" } },
    { stem: "DictionaryEntry", plural: "DictionaryEntries", fresh: { name: "short-lived" } },
    { stem: "CouponSeries", plural: "CouponSeries", fresh: { description: "Short-lived series" } },
    { stem: "OrgUnit", plural: "OrgUnits", fresh: { code: "short-lived", name: "Short-lived" } },
    { stem: "Label", plural: "Labels", fresh: { name: "Short-lived label" } },
  ];

  it.each(kinds)("lists, adds, changes and deletes $plural, with their refusals", async (kind) => {
    const collection = operationById(`listAdmin${kind.plural}`).pathParams;
    await expectCall(`listAdmin${kind.plural}`, 200, { auth: admin });
    await expectCall(`listAdmin${kind.plural}`, 403, { auth: maker });
    await expectCall(`createAdmin${kind.stem}`, 200, { auth: admin });
    await expectCall(`createAdmin${kind.stem}`, 409, { auth: admin });
    await expectCall(`updateAdmin${kind.stem}`, 200, { auth: admin });
    await expectCall(`updateAdmin${kind.stem}`, 404, { auth: admin, params: { ...collection, id: "999999" } });
    const fresh = await expectCall(`createAdmin${kind.stem}`, 200, { auth: admin, body: kind.fresh });
    const id = String(fresh.body.data.id);
    await expectCall(`deleteAdmin${kind.stem}`, 200, { auth: admin, params: { ...collection, id } });
    await expectCall(`deleteAdmin${kind.stem}`, 404, { auth: admin, params: { ...collection, id } });
  });

  it("refuses deleting what is in use and an unknown dictionary kind", async () => {
    await expectCall("deleteAdminProgram", 409, { auth: admin, params: { id: "1001" } });
    await expectCall("listAdminDictionaryEntries", 404, { auth: admin, params: { kind: "colour" } });
  });
});

describe("webhooks and the event feed (v2)", () => {
  const admin: Auth = "demo.admin";

  it("subscribes, reads, changes, tests, lists and replays deliveries, rotates and deletes; with refusals", async () => {
    // No DNS in the test machine: the example's host is not resolved here (route tests cover the refusals).
    const allowed = process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
    try {
      const created = await expectCall("createWebhook", 200, { auth: admin });
      const params = { id: String(created.body.data.id) };
      await expectCall("createWebhook", 400, { auth: admin, body: { url: "ftp://x", eventTypes: ["*"] } });
      await expectCall("listWebhooks", 200, { auth: admin });
      await expectCall("listWebhooks", 403, { auth: maker });
      await expectCall("getWebhook", 200, { auth: admin, params });
      await expectCall("getWebhook", 404, { auth: admin, params: { id: "999999" } });
      await expectCall("updateWebhook", 200, { auth: admin, params });
      await expectCall("updateWebhook", 400, { auth: admin, params, body: { eventTypes: ["nope"] } });
      const test = await expectCall("sendWebhookTest", 200, { auth: admin, params });
      await expectCall("sendWebhookTest", 404, { auth: admin, params: { id: "999999" } });
      const delivery = { ...params, deliveryId: String(test.body.data.id) };
      await expectCall("listWebhookDeliveries", 200, { auth: admin, params });
      await expectCall("listWebhookDeliveries", 400, { auth: admin, params, query: { cursor: "nope" } });
      await expectCall("getWebhookDelivery", 200, { auth: admin, params: delivery });
      await expectCall("getWebhookDelivery", 404, { auth: admin, params: { ...params, deliveryId: "999999" } });
      await expectCall("replayWebhookDelivery", 200, { auth: admin, params: delivery });
      await expectCall("rotateWebhookSecret", 200, { auth: admin, params });
      await expectCall("rotateWebhookSecret", 403, { auth: maker, params });
      await expectCall("updateWebhook", 200, { auth: admin, params, body: { enabled: false } });
      await expectCall("replayWebhookDelivery", 409, { auth: admin, params: delivery });
      await expectCall("deleteWebhook", 200, { auth: admin, params });
      await expectCall("deleteWebhook", 404, { auth: admin, params });
    } finally {
      if (allowed === undefined) delete process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
      else process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = allowed;
    }
  });

  it("reads the feed and refuses a foreign cursor", async () => {
    await expectCall("readEvents", 200, { auth: admin });
    await expectCall("readEvents", 400, { auth: admin, query: { after: "nope" } });
  });
});

afterAll(() => {
  // A new operation must join this test: each one needs a success and a refusal checked above.
  const missing = API_OPERATIONS.filter((op) => seen.get(op.operationId)?.size !== 2).map((op) => op.operationId);
  expect(missing).toEqual([]);
});
