import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../db/client.ts";
import { createUser } from "../users/create-user.ts";
import { callRoute, type Auth, type CallResult } from "../../scripts/test-harness/call-route.ts";
import { handlerOf, responseProblems } from "../../scripts/test-harness/openapi-client.ts";
import { MAX_INPUT_STRING_CHARS } from "../validation/input-strings.ts";
import { API_OPERATIONS } from "./openapi/api-operations.ts";
import type { OperationDoc } from "./openapi/operation-doc.ts";

// Every string an operation reads (each leaf of its documented body example, each query and path parameter
// of its examples) replaced in turn by a 100,000-character string built to make a backtracking pattern
// quadratic, by the valid value with a NUL inside, and by the value with an unpaired surrogate: each call is
// refused with 400 in the family's documented envelope, naming the field, within a time a quadratic check
// of 100,000 characters cannot meet (seconds) even on a loaded machine. New fields of the examples are
// covered without listing them here.

// A quadratic check of 100,000 characters takes seconds; a linear one a few milliseconds, so the bound leaves
// room for a loaded CI machine, and a slow call is timed again (the fastest of three counts).
const CALL_BOUND_MS = 1000;
// Over a thousand calls by one principal in well under a minute: the per-principal quota is not under test.
process.env.RATE_LIMIT_PER_MINUTE = "0";
const quadratic = (length: number) => `a@${".".repeat(length - 4)} x`;
const LONG = "100,000 characters";
const SURROGATE = "an unpaired surrogate";
const VARIANTS: [name: string, make: (valid: string) => string][] = [
  [LONG, () => quadratic(100_000)],
  ["a NUL", (valid) => `${valid.slice(0, 1)}\u0000${valid.slice(1)}`],
  [SURROGATE, (valid) => `${valid}\uD800`],
];

type Where = "body" | "query" | "path";
interface Leaf {
  where: Where;
  path: (string | number)[];
  value: string;
}

function bodyLeaves(value: unknown, path: (string | number)[] = []): Leaf[] {
  if (typeof value === "string") return [{ where: "body", path, value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => bodyLeaves(item, [...path, index]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => bodyLeaves(item, [...path, key]));
  return [];
}

function leavesOf(op: OperationDoc): Leaf[] {
  const named = (where: Where, values: Readonly<Record<string, string>> = {}) =>
    Object.entries(values).map(([name, value]): Leaf => ({ where, path: [name], value }));
  return [...bodyLeaves(op.body?.example), ...named("query", op.queryExample), ...named("path", op.pathParams)];
}

function withLeaf(value: unknown, path: (string | number)[], replacement: string): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  const [first, ...rest] = path;
  copy[first] = withLeaf(copy[first], rest, replacement);
  return copy;
}

// Changing one's password checks the current one, and a wrong one counts toward a lockout: that operation
// is called by its own user, whose password is the example's, so demo.admin is never locked out.
const PASSWORD_CHANGER = "hostile.password";
const examplePassword = () =>
  (API_OPERATIONS.find((op) => op.operationId === "changeOwnPassword")?.body?.example as { currentPassword: string })
    .currentPassword;
beforeAll(async () => {
  await createUser(db, {
    orgId: 100,
    username: PASSWORD_CHANGER,
    displayName: PASSWORD_CHANGER,
    password: examplePassword(),
    access: ["points.read"],
  });
});
const authOf = (op: OperationDoc): Auth =>
  op.access === "public"
    ? null
    : op.operationId === "changeOwnPassword"
      ? { basic: [PASSWORD_CHANGER, examplePassword()] }
      : "demo.admin";

/** The call, made again up to twice while it is over the bound: a load spike is not a quadratic check. */
async function fastestOf(call: () => Promise<CallResult & { ms: number }>) {
  let fastest = await call();
  for (let attempt = 1; attempt < 3 && fastest.ms >= CALL_BOUND_MS; attempt++) {
    const again = await call();
    if (again.ms < fastest.ms) fastest = again;
  }
  return fastest;
}

/** Calls the operation with its examples, one leaf replaced; the route module is loaded before the clock starts. */
async function callWith(op: OperationDoc, leaf?: Leaf, replacement?: string): Promise<CallResult & { ms: number }> {
  const swap = <T>(where: Where, value: T) =>
    leaf && leaf.where === where ? (withLeaf(value, leaf.path, replacement ?? "") as T) : value;
  const params = swap("path", { ...op.pathParams });
  const query = new URLSearchParams(swap("query", { ...op.queryExample })).toString();
  const path =
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent((params[name] ?? "").toWellFormed())) +
    (query ? `?${query}` : "");
  const handler = await handlerOf(op);
  const startedAt = performance.now();
  const result = await callRoute(handler, {
    method: op.method.toUpperCase(),
    path,
    auth: authOf(op),
    body: swap("body", op.body?.example),
    params,
  });
  return { ...result, ms: performance.now() - startedAt };
}

const cases = API_OPERATIONS.flatMap((op) =>
  leavesOf(op).flatMap((leaf) =>
    VARIANTS
      // A URL carries UTF-8, whose decoder turns an unpaired surrogate into U+FFFD: a query cannot hold one.
      .filter(([variant]) => !(leaf.where === "query" && variant === SURROGATE))
      .map(([variant, make]) => ({ op, leaf, variant, make, field: leaf.path.join(".") })),
  ),
);

describe("hostile strings in every field of every operation", () => {
  it("covers every operation that reads a string, writes included", () => {
    const covered = new Set(cases.map(({ op }) => op.operationId));
    // Read no input at all: the caller's own sessions but the current one end; an authenticator app's set-up starts.
    const readsNothing = new Set(["endOtherOwnSessions", "startTotpEnrolment"]);
    const writes = API_OPERATIONS.filter((op) => op.method !== "get" && !readsNothing.has(op.operationId));
    expect(writes.length).toBeGreaterThanOrEqual(12);
    // Writes that read no string at all: no body, no parameters.
    const readsNoString: Record<string, string> = { passkeyRegistrationOptions: "options for the signed-in user" };
    for (const op of writes.filter((o) => !(o.operationId in readsNoString)))
      expect(covered, op.operationId).toContain(op.operationId);
  });

  it.each(cases)("$op.method $op.path, $leaf.where $field: $variant", async ({ op, leaf, variant, make }) => {
    await callWith(op, leaf, "x"); // loads the route and caches the caller's credentials
    const res = await fastestOf(() => callWith(op, leaf, make(leaf.value)));
    const answer = JSON.stringify(res.body);
    expect(responseProblems(op, res.status, res.body)).toEqual([]);
    expect(res.ms).toBeLessThan(CALL_BOUND_MS);
    // A body over the operation's size limit is refused unread, so no field can be named.
    if (variant === LONG && res.status === 413) expect(answer).toContain("Request body exceeds the limit");
    else {
      expect(res.status, answer.slice(0, 300)).toBe(400);
      expect(answer).toContain(`${leaf.path.join(".")}: `);
    }
  });

  it(
    "runs every check of every field in linear time up to the longest string any field takes",
    { timeout: 120_000 },
    async () => {
      for (const { op, leaf } of cases.filter(({ variant }) => variant === "a NUL")) {
        await callWith(op, leaf, "x");
        const res = await fastestOf(() => callWith(op, leaf, quadratic(MAX_INPUT_STRING_CHARS)));
        expect(res.status, `${op.operationId} ${leaf.path.join(".")}`).toBeLessThan(500);
        expect(res.ms, `${op.operationId} ${leaf.path.join(".")}`).toBeLessThan(CALL_BOUND_MS);
      }
    },
  );
});

describe("the review's case: a 1 MB email to POST /v2/customers", () => {
  it("is refused at once, and a call sent alongside it is answered meanwhile", async () => {
    const byId = (id: string) => API_OPERATIONS.find((op) => op.operationId === id) as OperationDoc;
    const [add, lookup] = [byId("addCustomer"), byId("lookupCustomer")];
    await callWith(lookup);
    const email = quadratic(1024 * 1024 - 200);
    const body = { profiles: [{ identifiers: [{ type: "email", value: email }] }] };
    const hostile = callRoute(await handlerOf(add), { path: add.path, auth: "demo.admin", body });
    const [refused, answered] = await Promise.all([hostile, callWith(lookup)]);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].message).toBe(
      `profiles.0.identifiers.0.value: at most ${MAX_INPUT_STRING_CHARS} characters`,
    );
    expect(answered.status).toBe(200);
    expect(answered.ms).toBeLessThan(CALL_BOUND_MS);
  });
});

describe("hostile strings in the headers that reach the database", () => {
  const op = API_OPERATIONS.find((candidate) => candidate.operationId === "lookupCustomer") as OperationDoc;
  const lookup = async (headers: Record<string, string>, auth: Auth = null) => {
    const handler = await handlerOf(op);
    const startedAt = performance.now();
    const res = await callRoute(handler, {
      path: `${op.path}?${new URLSearchParams({ ...op.queryExample })}`,
      auth,
      headers,
    });
    return { ...res, ms: performance.now() - startedAt };
  };

  it("refuses a Basic username with a NUL, or longer than any username, as bad credentials (401, never 500)", async () => {
    await lookup({}, "demo.maker");
    for (const username of ["demo\u0000maker", quadratic(100_000), "x".repeat(5_000)]) {
      const res = await lookup({}, { basic: [username, "demo-maker-pw"] });
      expect(res.status, username.slice(0, 20)).toBe(401);
      expect(responseProblems(op, res.status, res.body)).toEqual([]);
      expect(res.ms).toBeLessThan(CALL_BOUND_MS);
    }
  });

  it("replaces a long X-Cap-Requestid and refuses a long Idempotency-Key, quickly", async () => {
    await lookup({}, "demo.maker");
    const longId = await lookup({ "x-cap-requestid": quadratic(100_000) }, "demo.maker");
    expect(longId.status).toBe(200);
    expect(longId.headers.get("x-cap-requestid")).toMatch(/^[0-9a-f-]{36}$/);
    expect(longId.ms).toBeLessThan(CALL_BOUND_MS);
    const add = API_OPERATIONS.find((candidate) => candidate.operationId === "createLabel") as OperationDoc;
    const handler = await handlerOf(add);
    const startedAt = performance.now();
    const res = await callRoute(handler, {
      path: add.path,
      auth: "demo.maker",
      body: add.body?.example,
      headers: { "idempotency-key": quadratic(100_000) },
    });
    expect(res.status).toBe(400);
    expect(responseProblems(add, res.status, res.body)).toEqual([]);
    expect(performance.now() - startedAt).toBeLessThan(CALL_BOUND_MS);
  });
});
