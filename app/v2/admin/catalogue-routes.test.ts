import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth, type JsonBody } from "@/scripts/test-harness/call-route.ts";
import { expectV2Error } from "@/scripts/test-harness/admin-users.ts";
import { expectBodyRefusals } from "@/scripts/test-harness/admin-refusals.ts";
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

type Model = "program" | "brand" | "dictionaryEntry" | "couponSeries" | "orgUnit" | "label";

interface Kind {
  name: string;
  path: string;
  params?: Record<string, string>;
  collection: { GET: unknown; POST: unknown };
  entry: { PATCH: unknown; DELETE: unknown };
  /** The Prisma model, which is also the entity its audit entries name. */
  model: Model;
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
}

type KindEntry = Pick<Kind, "name" | "collection" | "entry" | "model" | "inUse" | "foreign"> & Partial<Kind>;

/** Most kinds live under /v2/admin/<name>, carry a case-insensitive `name` and refuse a taken one with 409. */
const catalogueKind = (kind: KindEntry): Kind => {
  const field = kind.field ?? "name";
  return {
    path: `/v2/admin/${kind.name}`,
    field,
    create: (name) => ({ [field]: name }),
    caseInsensitive: true,
    takenCode: 409,
    ...kind,
  };
};

/** An entry that a row made by `seed` refers to. */
const usedBy =
  (id: number, usage: RegExp, seed: () => Promise<unknown>): Kind["inUse"] =>
  async () => {
    await seed();
    return { id, usage };
  };

const KINDS: Kind[] = [
  catalogueKind({
    name: "programs",
    collection: programs,
    entry: programEntry,
    model: "program",
    create: (name) => ({ name, earnRate: 0.5 }),
    inUse: async () => ({ id: 1002, usage: /in use by 1 points lot; deactivate it instead/ }),
    foreign: async () => 2001,
  }),
  catalogueKind({
    name: "brands",
    collection: brands,
    entry: brandEntry,
    model: "brand",
    inUse: usedBy(10, /in use by 1 vendor;/, () =>
      db.vendor.create({
        data: {
          orgId: 100,
          brandId: 10,
          name: "In use",
          code: "IN-USE",
          type: "REWARDS",
          createdById: 1,
          lastUpdatedById: 1,
        },
      }),
    ),
    foreign: async () => (await db.brand.create({ data: { id: 20, orgId: 200, name: "Dual brand" } })).id,
  }),
  catalogueKind({
    name: "dictionaries/color",
    params: { kind: "color" },
    collection: dictionaries,
    entry: dictionaryEntry,
    model: "dictionaryEntry",
    inUse: async () => {
      await db.product.create({ data: { orgId: 100, sku: "USES-BLUE", price: 1, color: "blue" } });
      const blue = await db.dictionaryEntry.findFirstOrThrow({ where: { orgId: 100, kind: "color", name: "blue" } });
      return { id: blue.id, usage: /in use by 1 product;/ };
    },
    foreign: async () => (await db.dictionaryEntry.create({ data: { orgId: 200, kind: "color", name: "red" } })).id,
  }),
  catalogueKind({
    name: "coupon-series",
    collection: series,
    entry: seriesEntry,
    model: "couponSeries",
    field: "description",
    inUse: usedBy(9001, /in use by 1 coupon;/, () =>
      db.coupon.create({ data: { orgId: 100, seriesId: 9001, customerId: 5001, code: "WELCOME-1" } }),
    ),
    foreign: async () => (await db.couponSeries.create({ data: { id: 9002, orgId: 200, description: "Dual" } })).id,
  }),
  catalogueKind({
    name: "org-units",
    collection: orgUnits,
    entry: orgUnitEntry,
    model: "orgUnit",
    field: "code",
    create: (code) => ({ code, name: `Unit ${code}` }),
    inUse: usedBy(1, /in use by 1 product;/, () =>
      db.product.create({ data: { orgId: 100, sku: "IN-STORE", price: 1, ouId: 1 } }),
    ),
    foreign: async () => (await db.orgUnit.create({ data: { orgId: 200, code: "dual-1", name: "Dual 1" } })).id,
  }),
  catalogueKind({
    name: "labels",
    collection: labels,
    entry: labelEntry,
    model: "label",
    caseInsensitive: false,
    takenCode: 33002,
    inUse: async () => {
      const vip = await db.label.findFirstOrThrow({ where: { orgId: 100, name: "VIP" } });
      return { id: vip.id, usage: /in use by 1 customer;/ };
    },
    foreign: async () => (await db.label.create({ data: { orgId: 200, name: "Dual label" } })).id,
  }),
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
    const [entry] = await auditOf(kind.model, id);
    expect(entry.action).toBe("create");
    expect(JSON.parse(entry.changes)[kind.field]).toEqual({ before: null, after: "Zeta-One" });
  });

  it("pages the organization's entries only, and filters by active", async () => {
    const all = await list("?limit=1&offset=0");
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(1);
    expect(all.body.pagination.limit).toBe(1);
    const total = all.body.pagination.total;
    expect(total).toBe(await modelOf(kind).count({ where: whereOrg100(kind) }));
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
    const entries = await auditOf(kind.model, id);
    expect(entries.map((e) => e.action)).toEqual(["create", "update", "deactivate", "reactivate"]);
    expect(JSON.parse(entries[1].changes)).toEqual({ [kind.field]: { before: "Rename-Me", after: "Renamed" } });
    expect(JSON.parse(entries[2].changes)).toEqual({ active: { before: true, after: false } });
  });

  it("refuses a taken name (409) on create and rename, in this organization only", async () => {
    const first = (await create(kind.create("Taken"))).body.data;
    const count = await countOf(kind);
    expectV2Error(await create(kind.create("Taken")), 409, undefined, kind.takenCode);
    if (kind.caseInsensitive) expectV2Error(await create(kind.create("TAKEN")), 409, undefined, kind.takenCode);
    else expect((await create(kind.create("TAKEN"))).status).toBe(200);
    const other = (await create(kind.create("Other-Name"))).body.data;
    expectV2Error(await patch(other.id, { [kind.field]: "Taken" }), 409, undefined, kind.takenCode);
    // Renaming an entry to its own name is no clash.
    expect((await patch(first.id, { [kind.field]: "Taken" })).status).toBe(200);
    expect(await countOf(kind)).toBe(count + (kind.caseInsensitive ? 1 : 2));
  });

  it("deletes an unused entry, and refuses one in use (409: deactivate it instead)", async () => {
    const id = (await create(kind.create("Short-Lived"))).body.data.id;
    const gone = await remove(id);
    expect(gone.status).toBe(200);
    expect(gone.body.data.id).toBe(id);
    expect((await auditOf(kind.model, id)).map((e) => e.action)).toEqual(["create", "delete"]);
    expectV2Error(await remove(id), 404);
    const used = await kind.inUse();
    const count = await countOf(kind);
    expectV2Error(await remove(used.id), 409, used.usage);
    expect(await countOf(kind)).toBe(count);
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
    const count = await countOf(kind);
    for (const auth of [null, "demo.maker", "demo.checker"] as const) {
      const status = auth === null ? 401 : 403;
      expectV2Error(await list("", auth), status);
      expectV2Error(await create(kind.create("Nope"), auth), status);
      expectV2Error(await patch(foreignId, { active: false }, auth), status);
      expectV2Error(await remove(foreignId, auth), status);
    }
    expect(await countOf(kind)).toBe(count);
  });

  it("refuses bad input with 400 (or 413, 415) and writes nothing", async () => {
    const count = await countOf(kind);
    await expectBodyRefusals(
      kind.collection.POST,
      { path: kind.path, params: kind.params },
      {
        malformed: `{"${kind.field}": `,
        valid: kind.create("Ok"),
        oversized: kind.create("q".repeat(5000)),
      },
    );
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
    expect(await countOf(kind)).toBe(count);
  });
});

/** The kind's Prisma delegate, for counting its rows. */
const modelOf = (kind: Kind) => db[kind.model] as unknown as { count(args?: object): Promise<number> };

const countOf = (kind: Kind) => modelOf(kind).count();

const whereOrg100 = (kind: Kind) => (kind.params?.kind ? { orgId: 100, kind: kind.params.kind } : { orgId: 100 });
