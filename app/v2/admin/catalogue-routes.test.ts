import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, callRouteRaw, type Auth, type JsonBody } from "@/scripts/test-harness/call-route.ts";
import { expectV2Error } from "@/scripts/test-harness/admin-users.ts";
import { userForFile } from "@/scripts/test-harness/test-users.ts";
import * as programs from "./programs/route.ts";
import * as programEntry from "./programs/[id]/route.ts";
import * as brands from "./brands/route.ts";
import * as brandEntry from "./brands/[id]/route.ts";
import * as dictionaries from "./dictionaries/[kind]/route.ts";
import * as dictionaryEntry from "./dictionaries/[kind]/[id]/route.ts";
import * as series from "./coupon-series/route.ts";
import * as seriesEntry from "./coupon-series/[id]/route.ts";
import * as orgUnits from "./org-units/route.ts";
import * as orgUnitEntry from "./org-units/[id]/route.ts";
import * as labels from "./labels/route.ts";
import * as labelEntry from "./labels/[id]/route.ts";

// Every /v2/admin catalogue kind against the same contract: list, add, change, deactivate, delete, and the
// refusals (taken name, in use, another organization, missing permission and credentials, bad input).

interface Kind {
  name: string;
  path: string;
  params?: Record<string, string>;
  collection: { GET: unknown; POST: unknown };
  entry: { PATCH: unknown; DELETE: unknown };
  /** The field carrying the entry's name. */
  field: "name" | "description" | "code";
  create: (name: string) => Record<string, unknown>;
  /** The same name in other letter case is taken too, except for labels (exact, as POST /v2/labels). */
  caseInsensitive: boolean;
  takenCode: number;
  /** An entry of org 100 that something refers to, and the refusal's usage text. */
  inUse: () => Promise<{ id: number; usage: RegExp }>;
  /** An entry of org 200. */
  foreign: () => Promise<number>;
  count: () => Promise<number>;
}

const KINDS: Kind[] = [
  {
    name: "programs",
    path: "/v2/admin/programs",
    collection: programs,
    entry: programEntry,
    field: "name",
    create: (name) => ({ name, earnRate: 0.5 }),
    caseInsensitive: true,
    takenCode: 409,
    inUse: async () => ({ id: 1002, usage: /in use by 1 points lot; deactivate it instead/ }),
    foreign: async () => 2001,
    count: () => db.program.count(),
  },
  {
    name: "brands",
    path: "/v2/admin/brands",
    collection: brands,
    entry: brandEntry,
    field: "name",
    create: (name) => ({ name }),
    caseInsensitive: true,
    takenCode: 409,
    inUse: async () => {
      await db.vendor.create({
        data: {
          orgId: 100,
          brandId: 10,
          name: "In use",
          code: "IN-USE",
          type: "REWARDS",
          createdById: 1,
          lastUpdatedById: 1,
        },
      });
      return { id: 10, usage: /in use by 1 vendor;/ };
    },
    foreign: async () => (await db.brand.create({ data: { id: 20, orgId: 200, name: "Dual brand" } })).id,
    count: () => db.brand.count(),
  },
  {
    name: "dictionaries/color",
    path: "/v2/admin/dictionaries/color",
    params: { kind: "color" },
    collection: dictionaries,
    entry: dictionaryEntry,
    field: "name",
    create: (name) => ({ name }),
    caseInsensitive: true,
    takenCode: 409,
    inUse: async () => {
      await db.product.create({ data: { orgId: 100, sku: "USES-BLUE", price: 1, color: "blue" } });
      const blue = await db.dictionaryEntry.findFirstOrThrow({ where: { orgId: 100, kind: "color", name: "blue" } });
      return { id: blue.id, usage: /in use by 1 product;/ };
    },
    foreign: async () => (await db.dictionaryEntry.create({ data: { orgId: 200, kind: "color", name: "red" } })).id,
    count: () => db.dictionaryEntry.count(),
  },
  {
    name: "coupon-series",
    path: "/v2/admin/coupon-series",
    collection: series,
    entry: seriesEntry,
    field: "description",
    create: (description) => ({ description }),
    caseInsensitive: true,
    takenCode: 409,
    inUse: async () => {
      await db.coupon.create({ data: { orgId: 100, seriesId: 9001, customerId: 5001, code: "WELCOME-1" } });
      return { id: 9001, usage: /in use by 1 coupon;/ };
    },
    foreign: async () => (await db.couponSeries.create({ data: { id: 9002, orgId: 200, description: "Dual" } })).id,
    count: () => db.couponSeries.count(),
  },
  {
    name: "org-units",
    path: "/v2/admin/org-units",
    collection: orgUnits,
    entry: orgUnitEntry,
    field: "code",
    create: (code) => ({ code, name: `Unit ${code}` }),
    caseInsensitive: true,
    takenCode: 409,
    inUse: async () => {
      await db.product.create({ data: { orgId: 100, sku: "IN-STORE", price: 1, ouId: 1 } });
      return { id: 1, usage: /in use by 1 product;/ };
    },
    foreign: async () => (await db.orgUnit.create({ data: { orgId: 200, code: "dual-1", name: "Dual 1" } })).id,
    count: () => db.orgUnit.count(),
  },
  {
    name: "labels",
    path: "/v2/admin/labels",
    collection: labels,
    entry: labelEntry,
    field: "name",
    create: (name) => ({ name }),
    caseInsensitive: false,
    takenCode: 33002,
    inUse: async () => {
      const vip = await db.label.findFirstOrThrow({ where: { orgId: 100, name: "VIP" } });
      return { id: vip.id, usage: /in use by 1 customer;/ };
    },
    foreign: async () => (await db.label.create({ data: { orgId: 200, name: "Dual label" } })).id,
    count: () => db.label.count(),
  },
];

const auditOf = (entity: string, entityId: number) =>
  db.auditEntry.findMany({ where: { orgId: 100, entity, entityId: String(entityId) }, orderBy: { seq: "asc" } });

const ADMIN_200 = userForFile("catalogue.admin200", 200, ["admin", "default"]);

describe.each(KINDS)("/v2/admin/$name", (kind) => {
  const list = (query = "", auth: Auth = "demo.admin") =>
    callRoute(kind.collection.GET, { path: `${kind.path}${query}`, auth, params: kind.params });
  const create = (body: unknown, auth: Auth = "demo.admin") =>
    callRoute(kind.collection.POST, { path: kind.path, body, auth, params: kind.params });
  const patch = (id: number | string, body: unknown, auth: Auth = "demo.admin") =>
    callRoute(kind.entry.PATCH, {
      method: "PATCH",
      path: `${kind.path}/${id}`,
      body,
      auth,
      params: { ...kind.params, id: String(id) },
    });
  const remove = (id: number | string, auth: Auth = "demo.admin") =>
    callRoute(kind.entry.DELETE, {
      method: "DELETE",
      path: `${kind.path}/${id}`,
      auth,
      params: { ...kind.params, id: String(id) },
    });
  const nameOf = (item: JsonBody) => item[kind.field];

  let foreignId: number;
  beforeAll(async () => {
    foreignId = await kind.foreign();
  });

  it("adds an entry (200), lists it, finds it by search without letter case, and audits it", async () => {
    const res = await create(kind.create("Zeta-One"));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: expect.objectContaining({ id: expect.any(Number), [kind.field]: "Zeta-One", active: true }),
      warnings: [],
    });
    const id = res.body.data.id;
    const found = await list("?q=zeta-o");
    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      data: [res.body.data],
      pagination: { limit: 50, offset: 0, total: 1 },
      warnings: [],
    });
    const [entry] = await auditOf(entityOf(kind), id);
    expect(entry.action).toBe("create");
    expect(JSON.parse(entry.changes)[kind.field]).toEqual({ before: null, after: "Zeta-One" });
  });

  it("pages the organization's entries only, and filters by active", async () => {
    const all = await list("?limit=1&offset=0");
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(1);
    expect(all.body.pagination.limit).toBe(1);
    const total = all.body.pagination.total;
    const model = db[modelOf(kind)] as unknown as { count(args: object): Promise<number> };
    expect(total).toBe(await model.count({ where: whereOrg100(kind) }));
    const every = await list("?limit=200");
    expect(every.body.data.map((item: JsonBody) => item.id)).not.toContain(foreignId);
    expect((await list("?active=false")).body.pagination.total).toBe(0);
    expect((await list("?active=true")).body.pagination.total).toBe(total);
    for (const query of ["?limit=0", "?limit=201", "?offset=-1", "?active=maybe", `?q=${"x".repeat(101)}`])
      expectV2Error(await list(query), 400);
  });

  it("renames, deactivates and reactivates an entry, auditing before and after", async () => {
    const id = (await create(kind.create("Rename-Me"))).body.data.id;
    const renamed = await patch(id, { [kind.field]: "Renamed" });
    expect(renamed.status).toBe(200);
    expect(nameOf(renamed.body.data)).toBe("Renamed");
    const off = await patch(id, { active: false });
    expect(off.body.data.active).toBe(false);
    expect((await list("?active=false")).body.data.map((item: JsonBody) => item.id)).toEqual([id]);
    expect((await list("?active=true")).body.data.map((item: JsonBody) => item.id)).not.toContain(id);
    expect((await patch(id, { active: true })).body.data.active).toBe(true);
    const entries = await auditOf(entityOf(kind), id);
    expect(entries.map((e) => e.action)).toEqual(["create", "update", "deactivate", "reactivate"]);
    expect(JSON.parse(entries[1].changes)).toEqual({ [kind.field]: { before: "Rename-Me", after: "Renamed" } });
    expect(JSON.parse(entries[2].changes)).toEqual({ active: { before: true, after: false } });
  });

  it("refuses a taken name (409) on create and rename, in this organization only", async () => {
    const first = (await create(kind.create("Taken"))).body.data;
    const count = await kind.count();
    expectV2Error(await create(kind.create("Taken")), 409, undefined, kind.takenCode);
    if (kind.caseInsensitive) expectV2Error(await create(kind.create("TAKEN")), 409, undefined, kind.takenCode);
    else expect((await create(kind.create("TAKEN"))).status).toBe(200);
    const other = (await create(kind.create("Other-Name"))).body.data;
    expectV2Error(await patch(other.id, { [kind.field]: "Taken" }), 409, undefined, kind.takenCode);
    // Renaming an entry to its own name is no clash.
    expect((await patch(first.id, { [kind.field]: "Taken" })).status).toBe(200);
    expect(await kind.count()).toBe(count + (kind.caseInsensitive ? 1 : 2));
  });

  it("deletes an unused entry, and refuses one in use (409: deactivate it instead)", async () => {
    const id = (await create(kind.create("Short-Lived"))).body.data.id;
    const gone = await remove(id);
    expect(gone.status).toBe(200);
    expect(gone.body.data.id).toBe(id);
    expect((await auditOf(entityOf(kind), id)).map((e) => e.action)).toEqual(["create", "delete"]);
    expectV2Error(await remove(id), 404);
    const used = await kind.inUse();
    const count = await kind.count();
    expectV2Error(await remove(used.id), 409, used.usage);
    expect(await kind.count()).toBe(count);
  });

  it("answers another organization's entry, an unknown id and a non-numeric id as not found (404)", async () => {
    for (const id of [foreignId, 999_999, 2_147_483_648, "abc"]) {
      expectV2Error(await patch(id, { active: false }), 404, /^No /);
      expectV2Error(await remove(id), 404);
    }
    const stillActive = await list("?limit=200", ADMIN_200);
    expect(stillActive.body.data.find((item: JsonBody) => item.id === foreignId)?.active).toBe(true);
  });

  it("needs credentials (401) and the admin access group (403); writes nothing", async () => {
    const count = await kind.count();
    for (const auth of [null, "demo.maker", "demo.checker"] as const) {
      const status = auth === null ? 401 : 403;
      expectV2Error(await list("", auth), status);
      expectV2Error(await create(kind.create("Nope"), auth), status);
      expectV2Error(await patch(foreignId, { active: false }, auth), status);
      expectV2Error(await remove(foreignId, auth), status);
    }
    expect(await kind.count()).toBe(count);
  });

  it("refuses bad input with 400 (or 413, 415) and writes nothing", async () => {
    const count = await kind.count();
    const raw = (rawBody: string, contentType?: string) =>
      callRouteRaw(
        kind.collection.POST,
        { path: kind.path, auth: "demo.admin", params: kind.params },
        rawBody,
        contentType,
      );
    expectV2Error(await raw(`{"${kind.field}": `), 400, /Malformed JSON/);
    expectV2Error(await raw(JSON.stringify(kind.create("Ok")), "text/plain"), 415);
    expectV2Error(await raw(JSON.stringify(kind.create("q".repeat(5000)))), 413);
    for (const body of [
      {},
      [kind.create("Ok")],
      "name",
      // Numbers are read as text (as the original's Jackson does); objects and booleans are not text.
      { ...kind.create("Ok"), [kind.field]: true },
      { ...kind.create("Ok"), [kind.field]: { text: "Ok" } },
      { ...kind.create("Ok"), [kind.field]: "   " },
      { ...kind.create("Ok"), [kind.field]: "y".repeat(kind.field === "code" ? 51 : 201) },
      { ...kind.create("Ok"), [kind.field]: "a\u0000b" },
    ])
      expectV2Error(await create(body), 400);
    const id = (await list("?limit=1")).body.data[0].id;
    for (const body of [{}, { active: "no" }, { [kind.field]: null }, { active: false, [kind.field]: ["x"] }])
      expectV2Error(await patch(id, body), 400);
    expect(await kind.count()).toBe(count);
  });
});

const entityOf = (kind: Kind) =>
  ({
    programs: "program",
    brands: "brand",
    "dictionaries/color": "dictionaryEntry",
    "coupon-series": "couponSeries",
    "org-units": "orgUnit",
    labels: "label",
  })[kind.name] as string;

const modelOf = (kind: Kind) =>
  ({
    programs: "program",
    brands: "brand",
    "dictionaries/color": "dictionaryEntry",
    "coupon-series": "couponSeries",
    "org-units": "orgUnit",
    labels: "label",
  })[kind.name] as "program";

const whereOrg100 = (kind: Kind) => (kind.params?.kind ? { orgId: 100, kind: kind.params.kind } : { orgId: 100 });
