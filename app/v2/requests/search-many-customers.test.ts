import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute } from "@/scripts/test-harness/call-route.ts";
import { GET } from "./route.ts";

const list = (query: string) => callRoute(GET, { path: `/v2/requests?${query}`, auth: "demo.checker" });

const COUNT = 251;
const FIRST_ID = 900_001;

/**
 * 251 customers of Demo Retail named "Manyfold N<id>", in three statements, with requests for three of the
 * first 250 (alphabetically, as a prefix match ranks them) and one for the last.
 */
async function seedManyCustomers() {
  const ids = Array.from({ length: COUNT }, (_, n) => FIRST_ID + n);
  await db.customer.createMany({ data: ids.map((id) => ({ id, firstName: "Manyfold", lastName: `N${id}` })) });
  await db.customerRegistration.createMany({ data: ids.map((customerId) => ({ customerId, orgId: 100 })) });
  await db.customerIdentifier.createMany({
    data: ids.map((customerId) => ({ orgId: 100, customerId, type: "mobile", value: `9177${customerId}` })),
  });
  const maker = await db.user.findUniqueOrThrow({ where: { username: "demo.maker" } });
  const request = (customerId: number, amount: string | null, at: string) =>
    db.request.create({
      data: {
        orgId: 100,
        type: "GOODWILL",
        baseType: "POINTS",
        customerId,
        amount,
        createdById: maker.id,
        createdAt: new Date(at),
      },
      select: { id: true },
    });
  const a = await request(ids[0], "5", "2026-01-01T10:00:00Z");
  const b = await request(ids[124], null, "2026-01-02T10:00:00Z");
  const c = await request(ids[249], "20", "2026-01-03T10:00:00Z");
  const last = await request(ids[COUNT - 1], "30", "2026-01-04T10:00:00Z");
  return { a: a.id, b: b.id, c: c.id, last: last.id, lastName: `N${ids[COUNT - 1]}`, spare: ids[10] };
}

async function walk(query: string): Promise<number[]> {
  const seen: number[] = [];
  const totals = new Set<number>();
  let cursor: string | null = null;
  do {
    const res = await list(`${query}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(res.status).toBe(200);
    totals.add(res.body.pagination.total);
    seen.push(...res.body.data.map((r: { id: number }) => r.id));
    cursor = res.body.pagination.nextCursor;
  } while (cursor && seen.length < 10);
  // Every page after a cursor counts the whole search, not what is left after the cursor.
  expect([...totals]).toEqual([seen.length]);
  return seen;
}

const NARROWED = { status: false, code: 9073, message: expect.stringContaining("more than 250 customers") };

describe("GET /v2/requests?search= with more than 250 matching customers", () => {
  it("lists the requests of the 250 best matches, says so, in each order and through cursors", async () => {
    const { a, b, c, last, lastName, spare } = await seedManyCustomers();
    const res = await list("search=manyfold&limit=100");
    expect(res.status).toBe(200);
    expect(res.body.pagination.total).toBe(3);
    expect(res.body.data.map((r: { id: number }) => r.id)).toEqual([c, b, a]);
    expect(res.body.warnings).toEqual([NARROWED]);
    const byMobile = await list("search=91779&limit=100");
    expect(byMobile.body.pagination.total).toBe(3);
    expect(byMobile.body.warnings).toEqual([NARROWED]);
    // Typing more finds the customer past the first 250, and the answer is no longer narrowed.
    const narrower = await list(`search=${encodeURIComponent(`Manyfold ${lastName}`)}&limit=100`);
    expect(narrower.body.data.map((r: { id: number }) => r.id)).toEqual([last]);
    expect(narrower.body.warnings).toEqual([]);
    expect(await walk("search=manyfold&sort=ADDED_ON&order=ASC")).toEqual([a, b, c]);
    expect(await walk("search=manyfold&sort=AMOUNT&order=DESC")).toEqual([c, a, b]);
    expect(await walk("search=manyfold&sort=AMOUNT&order=ASC")).toEqual([a, c, b]);
    expect((await list("search=manyfold&sort=AMOUNT&offset=1&limit=1")).body.data[0].id).toBe(a);
    // A page past the end, and the last page after a cursor, still say how many the search holds.
    const past = await list("search=manyfold&offset=5&limit=1");
    expect([past.body.data, past.body.pagination.total, past.body.warnings]).toEqual([[], 3, [NARROWED]]);
    expect((await list("search=manyfold&requestedBy=nobody")).body.pagination.total).toBe(0);
    expect((await list("search=manyfold&requestedBy=demo.maker")).body.pagination.total).toBe(3);
    expect((await list("search=manyfold&status=APPROVED")).body.pagination.total).toBe(0);
    // Exactly 250 matching customers: every one's requests are listed, and nothing is said to be left out.
    await db.customerIdentifier.deleteMany({ where: { customerId: spare } });
    await db.customerRegistration.deleteMany({ where: { customerId: spare } });
    await db.customer.delete({ where: { id: spare } });
    const all = await list("search=manyfold&limit=100");
    expect(all.body.pagination.total).toBe(4);
    expect(all.body.data.map((r: { id: number }) => r.id)).toEqual([last, c, b, a]);
    expect(all.body.warnings).toEqual([]);
  });
});
