import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../db/client.ts";
import type { Auth, CallResult, JsonBody } from "../../scripts/test-harness/call-route.ts";
import { callOperation, operationById, responseProblems } from "../../scripts/test-harness/openapi-client.ts";
import { API_OPERATIONS } from "./openapi/api-operations.ts";
import { getRequest } from "../requests/get-request.ts";
import { deactivateTargetGroup } from "../target-groups/deactivate-target-group.ts";
import { getTargetGroup } from "../target-groups/get-target-group.ts";
import { aboveApprovalPolicyMaximum } from "../errors/catalogue.ts";
import { MAX_POLICY_THRESHOLD } from "../orgs/approval-policy.ts";
import { setApprovalPolicy } from "../../scripts/test-harness/approval-policy.ts";
import { principalOf } from "@/scripts/test-harness/principals.ts";

// Every number an operation reads (body fields, numeric query and path parameters) fed values beyond a
// 32-bit column, beyond a double's exact integers, the largest double and below a 32-bit column: each
// call is answered 2xx or 4xx in the family's documented shape, never 500; a refused write leaves no
// trace; an accepted value comes back as sent; and what is stored is usable later (a request with huge
// amounts approves).

const VALUES = [2 ** 31, 2 ** 53, 1e308, -(2 ** 31) - 1];
/** Ids the original sends as 64-bit: stored and returned as sent up to the largest exact integer. */
const TILL_ID = 751_552_970_000;

type Where = "body" | "query" | "path";
interface FieldCase {
  op: string;
  where: Where;
  /** Dotted path in the body, or the parameter's name. */
  field: string;
  auth?: Auth;
  /** A valid body for the call; n makes names unique where the operation needs them to be. */
  body?: (n: number) => unknown | Promise<unknown>;
  /** Path parameters; may create the row the call acts on, so runs don't act on each other's rows. */
  params?: () => Record<string, string> | Promise<Record<string, string>>;
  query?: Record<string, string>;
  /** How a query or path value is written around the number (a list cursor holds a time and an id). */
  wrap?: (value: string) => string;
  /** The field holds numeric text: the value is sent as text as well as a number. */
  text?: boolean;
  /** Where an accepted value comes back in the answer. */
  echo?: (body: JsonBody) => unknown;
  /** What is done later with an accepted value; must not fail either. */
  after?: (res: CallResult) => Promise<void>;
}

let seq = 0;
const ids = { group: 0, vendor: 0 };

function setAt(value: unknown, path: string[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [first, ...rest] = path;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value)
    ? [...value]
    : { ...(value as Record<string, unknown>) };
  (copy as Record<string, unknown>)[first] = setAt((copy as Record<string, unknown>)[first], rest, leaf);
  return copy;
}
const getAt = (value: JsonBody, path: string[]): unknown =>
  path.reduce((node: JsonBody, key) => (node === null || node === undefined ? undefined : node[key]), value);

const example = (op: string) => operationById(op).body?.example as Record<string, unknown>;
const targetGroup = (n: number) => ({ ...example("createTargetGroup"), name: `Range group ${n}` });
const currencyGroup = (n: number) => ({
  ...targetGroup(n),
  targets: [
    {
      targetEntity: "ALTERNATE_CURRENCIES",
      targetType: "ALL",
      extendedFieldInfo: { alternateCurrencyIdentifier: "DocCoin", programId: 1001 },
      defaultValues: [{ defaultValue: 1 }],
    },
  ],
});
const vendor = (n: number) => ({ ...example("createVendor"), name: `Range vendor ${n}`, code: `RANGE-${n}` });
const product = (n: number) => ({ root: { product: [{ sku: `RANGE-${n}`, price: "10.00", returnableDays: 30 }] } });
const transaction = () => ({
  ...example("createRequest"),
  transaction: {
    ...(example("createRequest").transaction as object),
    paymentModes: [{ mode: "CASH", value: "1200" }],
    lineItemsV2: [{ itemCode: "SKU-1", amount: 1200, rate: 1200, qty: 1, discount: 0 }],
    customFields: { till: 7 },
  },
});
const goodwill = (extra: Record<string, unknown> = {}) => ({
  root: {
    request: [{ type: "GOODWILL", base_type: "POINTS", customer: { mobile: "919900000001" }, points: "100", ...extra }],
  },
});
/** A fresh pending goodwill request of demo.maker, for approve and reject to act on. */
async function pendingGoodwill(extra: Record<string, unknown> = {}): Promise<number> {
  const body = goodwill(extra);
  const res = await callOperation(operationById("addRequestsV11"), { auth: "demo.maker", body });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return Number(res.body.response.requests.request[0].id);
}
const review = (id: number, extra: Record<string, unknown> = {}) => ({
  root: { request: [{ id, type: "GOODWILL", base_type: "POINTS", ...extra }] },
});

/** A created TRANSACTION request is approved by the checker; the approval must record it. */
async function approveTransaction(res: CallResult): Promise<void> {
  const id = res.body.createdId as number;
  const approved = await callOperation(operationById("reviewRequests"), {
    auth: "demo.checker",
    body: [{ type: "TRANSACTION", baseType: "REGULAR_TXN_ADD", id, status: "APPROVED" }],
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  expect(responseProblems(operationById("reviewRequests"), approved.status, approved.body)).toEqual([]);
  expect(approved.body.response[0]).toMatchObject({ entityId: id, result: true });
}
/** A created goodwill request is approved by the checker; the approval must credit its points. */
async function approveGoodwill(res: CallResult): Promise<void> {
  const item = res.body.response.requests.request[0];
  if (item.item_status.success !== "true") return;
  const op = operationById("approveRequestsV11");
  const approved = await callOperation(op, { auth: "demo.checker", body: review(Number(item.id)) });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  expect(responseProblems(op, approved.status, approved.body)).toEqual([]);
  expect(approved.body.response.requests.request[0].item_status.success).toBe("true");
}

const TG = { echo: (field: string) => (body: JsonBody) => getAt(body.data, field.split(".")) };
const targetGroupCases = (op: "createTargetGroup" | "updateTargetGroup"): FieldCase[] => {
  const body =
    op === "createTargetGroup"
      ? targetGroup
      : (n: number) => ({ ...targetGroup(n), id: ids.group, name: `Range update ${n}` });
  return [
    "preferredTillId",
    "totalPeriods",
    "frequency",
    "recurringCycles",
    "targets.0.filters.0.entityIds.0",
    "targets.0.defaultValues.0.defaultValue",
    "streaks.0.targetCountOfSequence",
  ]
    .map((field): FieldCase => ({ op, where: "body", field, body, echo: TG.echo(field) }))
    .concat([
      {
        op,
        where: "body",
        field: "targets.0.extendedFieldInfo.programId",
        body: (n) => ({ ...currencyGroup(n), ...(op === "updateTargetGroup" ? { id: ids.group } : {}) }),
        echo: TG.echo("targets.0.extendedFieldInfo.programId"),
      },
    ]);
};

const CASES: FieldCase[] = [
  // POST /v2/requests: a transaction's amounts, recorded when approved, and the customer named by id.
  ...[
    "transaction.billAmount",
    "transaction.grossAmount",
    "transaction.discount",
    "transaction.paymentModes.0.value",
    "transaction.lineItemsV2.0.amount",
    "transaction.lineItemsV2.0.rate",
    "transaction.lineItemsV2.0.qty",
    "transaction.lineItemsV2.0.discount",
    "transaction.customFields.till",
  ].map((field): FieldCase => ({
    op: "createRequest",
    where: "body",
    field,
    auth: "demo.maker",
    body: transaction,
    text: ["billAmount", "grossAmount", "discount", "value"].some((name) => field.endsWith(`.${name}`)),
    after: approveTransaction,
  })),
  {
    op: "createRequest",
    where: "body",
    field: "customerIdentificationInfo.identifierValue",
    auth: "demo.maker",
    body: () => ({
      ...transaction(),
      customerIdentificationInfo: { identifierType: "id", identifierValue: "5001", source: "INSTORE" },
    }),
    text: true,
  },
  {
    op: "createRequest",
    where: "body",
    field: "victimCustomer.id",
    auth: "demo.maker",
    body: () => ({
      type: "CHANGE_IDENTIFIER",
      baseType: "MERGE",
      victimCustomer: { id: "5003" },
      survivorCustomer: { id: "5002" },
    }),
    text: true,
  },
  { op: "reviewRequests", where: "body", field: "0.id", auth: "demo.checker" },
  { op: "findRequests", where: "query", field: "limit", auth: "demo.checker" },
  // the queue search reads a number as a request id
  { op: "findRequests", where: "query", field: "search", auth: "demo.checker" },
  { op: "findRequests", where: "query", field: "search", auth: "demo.checker", wrap: (v) => `#${v}` },
  { op: "findRequests", where: "query", field: "offset", auth: "demo.checker" },
  { op: "getRequest", where: "path", field: "id", auth: "demo.checker" },
  ...[
    (v: string) => `ad.1700000000000.${v}`,
    (v: string) => `ad.${v}.1`,
    (v: string) => `ua.${v}.1`,
    (v: string) => `md.${v}.1`,
    (v: string) => `md.5.${v}`,
  ].map((wrap): FieldCase => ({
    op: "findRequests",
    where: "query",
    field: "cursor",
    auth: "demo.checker",
    query: {
      sort: wrap("").startsWith("m") ? "AMOUNT" : wrap("").startsWith("u") ? "LAST_UPDATED_ON" : "ADDED_ON",
      order: wrap("")[1] === "a" ? "ASC" : "DESC",
    },
    wrap,
  })),
  // v1.1 requests
  {
    op: "addRequestsV11",
    where: "body",
    field: "root.request.0.points",
    auth: "demo.maker",
    text: true,
    after: approveGoodwill,
  },
  {
    op: "addRequestsV11",
    where: "body",
    field: "root.request.0.customer.id",
    auth: "demo.maker",
    body: () => goodwill({ customer: { id: 5001 } }),
    text: true,
  },
  {
    op: "addRequestsV11",
    where: "body",
    field: "root.request.0.series_id",
    auth: "demo.maker",
    body: () => goodwill({ base_type: "COUPON", points: undefined, series_id: 9001 }),
    text: true,
  },
  {
    op: "addRequestsV11",
    where: "body",
    field: "root.request.0.transaction_id",
    auth: "demo.maker",
    body: () => goodwill({ type: "TRANSACTION_UPDATE", base_type: "RETRO", points: undefined, transaction_id: 1 }),
    text: true,
  },
  ...(["approveRequestsV11", "rejectRequestsV11"] as const).flatMap((op): FieldCase[] => [
    { op, where: "body", field: "root.request.0.id", auth: "demo.checker", body: () => review(1), text: true },
    {
      op,
      where: "body",
      field: "root.request.0.points",
      auth: "demo.checker",
      body: async () => review(await pendingGoodwill()),
      text: true,
    },
    {
      op,
      where: "body",
      field: "root.request.0.series_id",
      auth: "demo.checker",
      body: async () =>
        review(await pendingGoodwill({ base_type: "COUPON", points: undefined, series_id: 9001 }), {
          base_type: "COUPON",
        }),
      text: true,
    },
  ]),
  // points expiry schedule
  { op: "getPointsExpiryScheduleById", where: "path", field: "id", auth: "demo.maker" },
  { op: "getPointsExpiryScheduleById", where: "query", field: "programId", auth: "demo.maker" },
  { op: "getPointsExpirySchedule", where: "query", field: "programId", auth: "demo.maker" },
  {
    op: "getPointsExpirySchedule",
    where: "query",
    field: "identifierValue",
    auth: "demo.maker",
    query: { source: "INSTORE", identifierName: "id", identifierValue: "5001" },
  },
  // customers and labels
  {
    op: "lookupCustomer",
    where: "query",
    field: "identifierValue",
    auth: "demo.maker",
    query: { source: "INSTORE", identifierName: "id", identifierValue: "5001" },
  },
  {
    op: "addCustomer",
    where: "body",
    field: "profiles.0.identifiers.0.value",
    auth: "demo.maker",
    body: (n) => ({ profiles: [{ firstName: "Range", identifiers: [{ type: "externalId", value: `R${n}` }] }] }),
    text: true,
  },
  { op: "getCustomerLabels", where: "path", field: "id", auth: "demo.maker" },
  { op: "changeCustomerLabels", where: "path", field: "id", auth: "demo.maker" },
  { op: "listLabels", where: "query", field: "limit", auth: "demo.maker" },
  { op: "listLabels", where: "query", field: "offset", auth: "demo.maker" },
  // target groups
  ...targetGroupCases("createTargetGroup"),
  ...targetGroupCases("updateTargetGroup"),
  { op: "updateTargetGroup", where: "body", field: "id", body: (n) => targetGroup(n) },
  { op: "getTargetGroup", where: "path", field: "id" },
  { op: "deactivateTargetGroup", where: "path", field: "id" },
  { op: "findTargetGroups", where: "query", field: "page" },
  { op: "findTargetGroups", where: "query", field: "size" },
  // vendors
  ...["brandId", "rank"].map((field): FieldCase => ({
    op: "createVendor",
    where: "body",
    field,
    body: vendor,
    echo: (b) => b.vendor?.[field],
  })),
  ...["brandId", "rank"].map((field): FieldCase => ({
    op: "updateVendor",
    where: "body",
    field,
    body: () => ({ rank: 2 }),
    params: () => ({ vendorId: String(ids.vendor) }),
    echo: (b) => b.vendor?.[field],
  })),
  { op: "getVendor", where: "path", field: "vendorId" },
  { op: "updateVendor", where: "path", field: "vendorId" },
  { op: "setVendorStatus", where: "path", field: "vendorId" },
  { op: "listBrandVendors", where: "path", field: "brandId" },
  { op: "listBrandVendors", where: "query", field: "limit" },
  { op: "listBrandVendors", where: "query", field: "offset" },
  // products
  ...[
    ["price", "price"],
    ["returnableDays", "returnable_days"],
    ["sku", "sku"],
    ["ean", "ean"],
  ].map(([field, answered]): FieldCase => ({
    op: "addProducts",
    where: "body",
    field: `root.product.0.${field}`,
    body: product,
    text: field === "price",
    echo: (b) => b.response.product[0][answered],
  })),
  { op: "getProducts", where: "query", field: "page", query: {} },
  { op: "getProducts", where: "query", field: "pageSize", query: {} },
  // audit
  { op: "findAuditEntries", where: "query", field: "limit", auth: "demo.admin" },
  { op: "findAuditEntries", where: "query", field: "offset", auth: "demo.admin" },
  { op: "findAuditEntries", where: "query", field: "entityId", auth: "demo.admin" },
  { op: "findSecurityEvents", where: "query", field: "limit", auth: "demo.admin" },
  { op: "findSecurityEvents", where: "query", field: "offset", auth: "demo.admin" },
];

// The admin operations, as demo.admin. A call that would change a row acts on one made for it, never on the
// demo users or the demo integration client.
const ADMIN = "demo.admin";
const createdId = async (op: string, body: unknown) => {
  const res = await callOperation(operationById(op), { auth: ADMIN, body });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return String(res.body.data.id);
};
const freshClient = async () => ({
  id: await createdId("createApiClient", { name: `Range client ${++seq}`, accessGroups: ["default"] }),
});
const freshProgram = async () => ({ id: await createdId("createAdminProgram", { name: `Range program ${++seq}` }) });
/** An accepted policy is read back by the settings page's GET, then undone so later cases see the default. */
async function restorePolicy(): Promise<void> {
  const op = operationById("getOrganizationSettings");
  const read = await callOperation(op, { auth: ADMIN });
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  expect(responseProblems(op, read.status, read.body)).toEqual([]);
  await setApprovalPolicy(100, {});
}
const settingsCase = (field: string): FieldCase => ({
  op: "updateOrganizationSettings",
  where: "body",
  field,
  auth: ADMIN,
  body: () => ({}),
  echo: (b) => getAt(b.data, field.split(".")),
  after: restorePolicy,
});
const CATALOGUE_KINDS = ["Program", "Brand", "DictionaryEntry", "CouponSeries", "OrgUnit", "Label"];
const CATALOGUE_LISTS = ["Programs", "Brands", "DictionaryEntries", "CouponSeries", "OrgUnits", "Labels"];

const ADMIN_CASES: FieldCase[] = [
  // users and api clients: an id past the column names no row (the documented one is only replaced)
  ...[
    ...[
      "getAdminUser",
      "updateAdminUser",
      "resetAdminUserPassword",
      "endAdminUserSessions",
      "resetAdminUserSecondFactor",
    ],
    ...["getApiClient", "updateApiClient", "rotateApiClientSecret", "revokeApiClient"],
  ].map((op): FieldCase => ({
    op,
    where: "path",
    field: "id",
    auth: ADMIN,
  })),
  { op: "rotateApiClientSecret", where: "body", field: "overlapSeconds", auth: ADMIN, params: freshClient },
  // settings: the default program and every approval policy threshold
  { op: "updateOrganizationSettings", where: "body", field: "defaultProgramId", auth: ADMIN, body: () => ({}) },
  ...["autoApproveUpTo", "maxPoints", "secondApproverAbove", "confirmAbove"].map((name) =>
    settingsCase(`approvalPolicy.GOODWILL_POINTS.${name}`),
  ),
  ...["autoApproveUpTo", "maxAmount", "secondApproverAbove", "confirmAbove"].map((name) =>
    settingsCase(`approvalPolicy.TRANSACTION.${name}`),
  ),
  // catalogue: a program's numbers, every kind's {id}, every list's paging
  ...["earnRate", "earnExpiryDays"].flatMap((field): FieldCase[] => [
    {
      op: "createAdminProgram",
      where: "body",
      field,
      auth: ADMIN,
      body: (n) => ({ name: `Range program ${n}` }),
      echo: (b) => b.data[field],
    },
    {
      op: "updateAdminProgram",
      where: "body",
      field,
      auth: ADMIN,
      body: () => ({}),
      params: freshProgram,
      echo: (b) => b.data[field],
    },
  ]),
  ...CATALOGUE_KINDS.flatMap((kind) =>
    [`updateAdmin${kind}`, `deleteAdmin${kind}`].map((op): FieldCase => ({
      op,
      where: "path",
      field: "id",
      auth: ADMIN,
    })),
  ),
  // webhooks: every {id} and {deliveryId} past the column names no row; the log's and the feed's limit
  ...[
    "getWebhook",
    "updateWebhook",
    "deleteWebhook",
    "rotateWebhookSecret",
    "sendWebhookTest",
    "listWebhookDeliveries",
    "getWebhookDelivery",
    "replayWebhookDelivery",
  ].map((op): FieldCase => ({ op, where: "path", field: "id", auth: ADMIN })),
  ...["getWebhookDelivery", "replayWebhookDelivery"].map((op): FieldCase => ({
    op,
    where: "path",
    field: "deliveryId",
    auth: ADMIN,
  })),
  ...["listWebhookDeliveries", "readEvents"].map((op): FieldCase => ({
    op,
    where: "query",
    field: "limit",
    auth: ADMIN,
  })),
  ...["listAdminUsers", "listApiClients", ...CATALOGUE_LISTS.map((kind) => `listAdmin${kind}`)].flatMap((op) =>
    ["limit", "offset"].map((field): FieldCase => ({ op, where: "query", field, auth: ADMIN })),
  ),
];

const RUNS = [...CASES, ...ADMIN_CASES].flatMap((c) => [
  ...VALUES.map((value) => ({ ...c, value: value as number | string, label: (c.wrap ?? String)(String(value)) })),
  // Numeric text is read as the number it writes.
  ...(c.text ? VALUES.map((value) => ({ ...c, value: String(value), label: `"${value}"` })) : []),
]);

/** The call's parts; a body may create what the call acts on, so it is built before anything is counted. */
async function prepare(c: FieldCase, value: number | string) {
  const op = operationById(c.op);
  const path = c.field.split(".");
  const params = { ...((await c.params?.()) ?? op.pathParams) };
  const query = { ...(c.query ?? op.queryExample) };
  const written = (c.wrap ?? String)(String(value));
  if (c.where === "path") params[c.field] = written;
  if (c.where === "query") query[c.field] = written;
  const base = c.body ? await c.body(++seq) : op.body?.example;
  const body = c.where === "body" ? setAt(base, path, value) : base;
  return () => callOperation(op, { auth: c.auth ?? "demo.maker", body: body ?? null, params, query });
}

beforeAll(async () => {
  const group = await callOperation(operationById("createTargetGroup"), { auth: "demo.maker", body: targetGroup(0) });
  ids.group = group.body.data.id;
  const created = await callOperation(operationById("createVendor"), { auth: "demo.maker", body: vendor(0) });
  ids.vendor = created.body.vendor.id;
  expect([ids.group, ids.vendor]).not.toContain(undefined);
});

describe("numbers beyond every column's range", () => {
  it("covers every write operation but those that read no number", () => {
    const covered = new Set([...CASES, ...ADMIN_CASES].map(({ op }) => op));
    const readsNoNumber: Record<string, string> = {
      createLabel: "a name",
      generateOAuthToken: "a key and a secret",
      changeOwnPassword: "two passwords",
      endOwnSession: "a session id as text",
      endOtherOwnSessions: "nothing",
      passkeyRegistrationOptions: "nothing",
      registerOwnPasskey:
        "a challenge id, a name and the browser's credential (its only number, a COSE algorithm, is bounded)",
      renameOwnPasskey: "a name",
      removeOwnPasskey: "nothing",
      createAdminUser: "a username, access groups and a display name",
      createApiClient: "a name, access groups and an expiry time as text",
      createAdminBrand: "a name",
      createAdminDictionaryEntry: "a name and a size type",
      createAdminCouponSeries: "a description",
      createAdminOrgUnit: "a code and a name",
      createAdminLabel: "a name",
      startTotpEnrolment: "nothing",
      confirmTotpEnrolment: "a code",
      removeTotp: "a code",
      regenerateRecoveryCodes: "a code",
      createWebhook: "a URL, event types and a description",
    };
    for (const op of API_OPERATIONS.filter((o) => o.method !== "get" && !(o.operationId in readsNoNumber)))
      expect(covered, op.operationId).toContain(op.operationId);
  });

  it.each(RUNS)("$op $where $field = $label", async (c) => {
    const call = await prepare(c, c.value);
    const audited = await db.auditEntry.count();
    const res = await call();
    const answer = JSON.stringify(res.body).slice(0, 400);
    expect(res.status, answer).toBeLessThan(500);
    expect(responseProblems(operationById(c.op), res.status, res.body), answer).toEqual([]);
    // The gateway answers its refusals 3004 and 5007 with HTTP 200, as the original does.
    const refused = res.status >= 400 || res.body?.status?.success === false;
    if (refused) expect(await db.auditEntry.count(), answer).toBe(audited);
    // A number comes back as the same number; in a text field (read as Jackson reads it), as its text.
    const answered = !refused && c.echo ? c.echo(res.body) : undefined;
    if (!refused && c.echo)
      if (typeof c.value === "number" && typeof answered !== "string") expect(answered, answer).toBe(c.value);
      else expect(String(answered), answer).toBe(String(c.value));
    if (!refused) await c.after?.(res);
  });
});

describe("a 64-bit till id", () => {
  const call = (op: string, body?: unknown, params?: Record<string, string>, query?: Record<string, string>) =>
    callOperation(operationById(op), { auth: "demo.maker", body: body ?? null, params, query });

  it.each([TILL_ID, Number.MAX_SAFE_INTEGER])("is stored and answered as sent: %d", async (till) => {
    const created = await call("createTargetGroup", { ...targetGroup(++seq), preferredTillId: till });
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    const id = created.body.data.id as number;
    expect(created.body.data.preferredTillId).toBe(till);
    expect((await call("getTargetGroup", undefined, { id: String(id) })).body.data.preferredTillId).toBe(till);
    const listed = await call("findTargetGroups", undefined, {}, { size: "200" });
    expect(listed.body.data.find((g: JsonBody) => g.id === id).preferredTillId).toBe(till);
    const updated = await call("updateTargetGroup", { ...targetGroup(++seq), id, preferredTillId: till - 1 });
    expect(updated.body.data.preferredTillId).toBe(till - 1);
    const row = await db.targetGroup.findUniqueOrThrow({ where: { id }, select: { preferredTillId: true } });
    expect(row.preferredTillId).toBe(BigInt(till - 1));
  });

  it.each(["createTargetGroup", "updateTargetGroup"] as const)(
    "%s: past the exact integers is 400 naming the bound",
    async (op) => {
      const groups = await db.targetGroup.count();
      const id = op === "updateTargetGroup" ? { id: ids.group } : {};
      const res = await call(op, { ...targetGroup(++seq), ...id, preferredTillId: 2 ** 53 });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        {
          code: 300004,
          message:
            "Invalid input, check all values and ensure they are correct. preferredTillId: must be at most 9007199254740991",
        },
      ]);
      expect(await db.targetGroup.count()).toBe(groups);
    },
  );
});

describe("a request list cursor", () => {
  it.each(["ad.999999999999999.1", "md.5.2147483648", "ud.1700000000000.9999999999"])(
    "naming no row this list could return is refused: %s",
    async (cursor) => {
      const sort = { a: "ADDED_ON", u: "LAST_UPDATED_ON", m: "AMOUNT" }[cursor[0]];
      const op = operationById("findRequests");
      const res = await callOperation(op, { auth: "demo.checker", query: { cursor, sort: sort ?? "", order: "DESC" } });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe("cursor: cursor is not one this list returned");
      expect(responseProblems(op, res.status, res.body)).toEqual([]);
    },
  );
});

describe("the largest amounts a request takes", () => {
  const MAX_AMOUNT = "999999999999.9999";

  it("approves a transaction whose every amount is at the bound, and the customer's schedule reads it", async () => {
    const created = await callOperation(operationById("createRequest"), {
      auth: "demo.maker",
      body: setAt(
        setAt(
          setAt(transaction(), ["transaction", "billAmount"], MAX_AMOUNT),
          ["transaction", "grossAmount"],
          MAX_AMOUNT,
        ),
        ["transaction", "lineItemsV2", "0", "amount"],
        1e308,
      ),
    });
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    await approveTransaction(created);
    const schedule = await callOperation(operationById("getPointsExpiryScheduleById"), { auth: "demo.maker" });
    expect(schedule.status, JSON.stringify(schedule.body).slice(0, 300)).toBe(200);
  });

  it("approves goodwill points at the bound once the organization's maximum allows them", async () => {
    const body = goodwill({ points: MAX_AMOUNT });
    const add = () => callOperation(operationById("addRequestsV11"), { auth: "demo.maker", body });
    const refused = (await add()).body.response.requests.request[0].item_status;
    expect(refused).toMatchObject({ success: "false", code: aboveApprovalPolicyMaximum.code });
    await setApprovalPolicy(100, { GOODWILL_POINTS: { maxPoints: MAX_POLICY_THRESHOLD } });
    try {
      const accepted = await add();
      expect(accepted.body.response.requests.request[0].item_status.success).toBe("true");
      await approveGoodwill(accepted);
    } finally {
      await setApprovalPolicy(100, {});
    }
  });
});

describe("lookups by an id past the column, called directly (console pages)", () => {
  it.each([
    ["getTargetGroup", getTargetGroup, 310004],
    ["deactivateTargetGroup", deactivateTargetGroup, 310004],
    ["getRequest", getRequest, 9050],
  ] as const)("%s answers not found", async (_name, lookup, code) => {
    const principal = await principalOf("demo.checker");
    for (const id of [2 ** 31, 2 ** 53 - 1])
      await expect(lookup(principal, id)).rejects.toMatchObject({ status: 404, code });
  });
});
