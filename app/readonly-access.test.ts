import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { ACCESS_GROUPS, parseAccess } from "@/lib/auth/access-groups.ts";
import { NAV_ITEMS, visibleNavItems } from "@/lib/client/navigation.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { createUser } from "@/lib/users/create-user.ts";

// The readonly group reads everything the organization holds and changes nothing. The write table is
// built from the route files themselves, so a new write route is refused to readonly or this test fails.

const APP_DIR = join(process.cwd(), "app");
const AUDITOR: Auth = { basic: ["ro.auditor", "ro-auditor-password"] };
const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * Writes that are not the organization's data: signing in, exchanging a client's key for a token, and
 * changing one's own password, second factor, passkeys or sessions (which every signed-in user may do).
 */
const NOT_ORGANIZATION_WRITES = new Set([
  "POST /api/auth/[...nextauth]",
  "POST /v3/oauth/token/generate",
  "POST /v2/me/password",
  "DELETE /v2/me/sessions/[id]",
  "POST /v2/me/sessions/end-others",
  "POST /v2/me/second-factor/totp",
  "POST /v2/me/second-factor/totp/confirm",
  "POST /v2/me/second-factor/totp/remove",
  "POST /v2/me/second-factor/recovery-codes",
  "POST /api/auth/passkey/options",
  "POST /v2/me/passkeys/options",
  "POST /v2/me/passkeys",
  "PATCH /v2/me/passkeys/[id]",
  "DELETE /v2/me/passkeys/[id]",
]);
/** API families whose every GET the readonly group may call; /v2/admin/* stays admin-only. */
const API_PREFIXES = ["/v1.1/", "/v2/", "/v3/", "/api_gateway/"];
/**
 * Reads outside /v2/admin/ that stay with their own groups: webhook subscriptions are the administrators',
 * and the event feed needs admin or events.read.
 */
const NOT_READONLY_READS = ["/v2/webhooks", "/v2/events"];

interface RouteFile {
  /** The route's folder pattern, e.g. "/v2/customers/[id]/labels". */
  pattern: string;
  file: string;
}

function routeFiles(dir = APP_DIR): RouteFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    if (entry.name !== "route.ts") return [];
    const segments = relative(APP_DIR, dir)
      .split(sep)
      .filter((s) => s && !s.startsWith("("));
    return [{ pattern: `/${segments.join("/")}`, file: path }];
  });
}

/** A concrete path and params for a pattern: every dynamic segment is 1 (what it names does not matter here). */
function concrete(pattern: string) {
  const params: Record<string, string> = {};
  const path = pattern.replace(/\[([^\]]+)\]/g, (_, name: string) => ((params[name] = "1"), "1"));
  return { path, params };
}

type Handlers = Partial<Record<string, unknown>>;
const routes = await Promise.all(
  routeFiles().map(async (route) => ({ ...route, handlers: (await import(route.file)) as Handlers })),
);

/** Row counts of what a write could touch; equal before and after means nothing was written. */
async function snapshot() {
  const [requests, customers, labels, customerLabels, vendors, products, targetGroups, users, audit, idem] =
    await Promise.all([
      db.request.count(),
      db.customer.count(),
      db.label.count(),
      db.customerLabel.count(),
      db.vendor.count(),
      db.product.count(),
      db.targetGroup.count(),
      db.user.count(),
      db.auditEntry.count(),
      db.idempotencyRecord.count(),
    ]);
  return { requests, customers, labels, customerLabels, vendors, products, targetGroups, users, audit, idem };
}

beforeAll(async () => {
  await createUser(db, {
    orgId: 100,
    username: "ro.auditor",
    displayName: "Read-only Auditor",
    password: "ro-auditor-password",
    access: ["readonly"],
  });
});

describe("the readonly access group", () => {
  it("is a known group with its label, and holds nothing else", () => {
    expect(ACCESS_GROUPS).toContain("readonly");
    expect([...parseAccess("readonly")]).toEqual(["readonly"]);
  });

  it("finds the route files it checks", () => {
    // A guard against an empty table (a moved app folder would make every check below vacuous).
    const patterns = routes.map((r) => r.pattern);
    for (const expected of ["/v2/requests", "/v1.1/request/approve", "/v3/targetGroups", "/v2/labels"])
      expect(patterns).toContain(expected);
  });

  it("is refused every write route (403) and nothing is written", async () => {
    const before = await snapshot();
    const checked: string[] = [];
    for (const route of routes) {
      const { path, params } = concrete(route.pattern);
      for (const method of WRITE_METHODS) {
        const handler = route.handlers[method];
        if (!handler || NOT_ORGANIZATION_WRITES.has(`${method} ${route.pattern}`)) continue;
        // A harmless body: if access were granted, it would fail validation rather than change anything.
        const res = await callRoute(handler, {
          method,
          path,
          params,
          auth: AUDITOR,
          body: {},
          headers: { "idempotency-key": `ro-${method}-${route.pattern}` },
        });
        expect(res.status, `${method} ${route.pattern}: ${JSON.stringify(res.body)}`).toBe(403);
        checked.push(`${method} ${route.pattern}`);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(12);
    expect(await snapshot()).toEqual(before);
  });

  it("may call every GET of the API families, except the admin family's, the webhooks' and the feed", async () => {
    const checked: string[] = [];
    for (const route of routes) {
      const handler = route.handlers.GET;
      if (!handler || !API_PREFIXES.some((prefix) => route.pattern.startsWith(prefix))) continue;
      const { path, params } = concrete(route.pattern);
      const res = await callRoute(handler, { path, params, auth: AUDITOR });
      if (route.pattern.startsWith("/v2/admin/") || NOT_READONLY_READS.some((p) => route.pattern.startsWith(p)))
        expect(res.status, route.pattern).toBe(403);
      // Without query parameters some answer 400 or 404: what matters is that access was granted.
      else expect([res.status, route.pattern]).not.toEqual([403, route.pattern]);
      checked.push(route.pattern);
    }
    expect(checked.length).toBeGreaterThanOrEqual(12);
  });
});

describe("representative reads with only the readonly group (200)", () => {
  const get = async (pattern: string, query = "", params: Record<string, string> = {}) => {
    const route = routes.find((r) => r.pattern === pattern);
    if (!route?.handlers.GET) throw new Error(`no GET ${pattern}`);
    const path = pattern.replace(/\[([^\]]+)\]/g, (_, name: string) => params[name]);
    return callRoute(route.handlers.GET, { path: `${path}${query}`, params, auth: AUDITOR });
  };

  it("v1.1 products", async () => {
    const add = routes.find((r) => r.pattern === "/v1.1/product/add")?.handlers.POST;
    const body = { root: { product: [{ sku: "RO-1", price: 5 }] } };
    expect((await callRoute(add, { path: "/v1.1/product/add", auth: "demo.maker", body })).status).toBe(200);
    const res = await get("/v1.1/product/get", "?sku=RO-1");
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).toContain("RO-1");
  });

  it("v2 customers, labels, points, requests and the audit log", async () => {
    const lookup = await get(
      "/v2/customers/lookup",
      "?source=INSTORE&identifierName=mobile&identifierValue=919900000001",
    );
    expect([lookup.status, lookup.body.id]).toEqual([200, 5001]);
    expect((await get("/v2/customers/[id]/labels", "", { id: "5001" })).status).toBe(200);
    const schedule = await get("/v2/customers/[id]/pointsExpirySchedule", "?source=INSTORE", { id: "5001" });
    expect(schedule.status).toBe(200);
    expect((await get("/v2/labels")).status).toBe(200);
    const requests = await get("/v2/requests", "?status=PENDING");
    expect(requests.status).toBe(200);
    expect(requests.body.data.length).toBeGreaterThan(0);
    const one = await get("/v2/requests/[id]", "", { id: String(requests.body.data[0].id) });
    expect(one.status).toBe(200);
    expect((await get("/v2/audit")).status).toBe(200);
    expect((await get("/v2/audit/security-events")).status).toBe(200);
  });

  it("v3 target groups and gateway vendors", async () => {
    expect((await get("/v3/targetGroups")).status).toBe(200);
    const vendors = await get("/api_gateway/rewards/core/v1/vendor/brand/[brandId]", "", { brandId: "10" });
    expect(vendors.status).toBe(200);
  });

  it("sees only its own organization: another organization's request is not found", async () => {
    const other = await db.request.findFirst({ where: { orgId: { not: 100 } } });
    if (!other) {
      // The demo data has no request outside org 100: a made-up id stands for one.
      expect((await get("/v2/requests/[id]", "", { id: "999999" })).status).toBe(404);
      return;
    }
    expect((await get("/v2/requests/[id]", "", { id: String(other.id) })).status).toBe(404);
  });

  it("still needs credentials", async () => {
    const route = routes.find((r) => r.pattern === "/v2/labels");
    expect((await callRoute(route?.handlers.GET, { path: "/v2/labels", auth: null })).status).toBe(401);
  });
});

describe("the console's sections for readonly", () => {
  it("lists every section but Admin", () => {
    const shown = visibleNavItems(new Set(["readonly"])).map((item) => item.href);
    expect(shown).toEqual(NAV_ITEMS.filter((item) => item.href !== "/admin").map((item) => item.href));
  });
});
