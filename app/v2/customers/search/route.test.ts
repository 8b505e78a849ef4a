import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute } from "@/scripts/test-harness/call-route.ts";
import { GET } from "./route.ts";

const search = (query: string, auth: Parameters<typeof callRoute>[1]["auth"] = "demo.maker") =>
  callRoute(GET, { path: `/v2/customers/search?${query}`, auth });
const idsOf = (body: { data: { id: number }[] }) => body.data.map((customer) => customer.id);

async function customer(firstName: string, lastName: string, identifiers: Record<string, string> = {}, orgId = 100) {
  const created = await db.customer.create({
    data: {
      firstName,
      lastName,
      registrations: { create: { orgId } },
      identifiers: { create: Object.entries(identifiers).map(([type, value]) => ({ orgId, type, value })) },
    },
  });
  return created.id;
}

describe("GET /v2/customers/search", () => {
  it("finds an exact identifier: mobile (as typed with separators), email in any case, external id, card", async () => {
    for (const q of ["919900000001", "+91 99000-00001", "ASHA@example.com", "EXT-0001", "CARD-0001"]) {
      const res = await search(`q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(res.body.data[0], q).toEqual({
        id: 5001,
        firstName: "Asha",
        lastName: "Rao",
        identifiers: [
          { type: "mobile", value: "919900000001" },
          { type: "email", value: "asha@example.com" },
          { type: "externalId", value: "EXT-0001" },
          { type: "cardnumber", value: "CARD-0001" },
        ],
      });
    }
  });

  it("finds prefixes of a mobile and a name, and name fragments, ignoring case", async () => {
    expect(idsOf((await search("q=91990000000")).body)).toEqual([5001, 5002, 5003, 5004]);
    expect(idsOf((await search("q=oka")).body)).toEqual([5004]);
    expect(idsOf((await search("q=KAFO")).body)).toEqual([5004]);
    expect(idsOf((await search("q=a%20Ra")).body)).toEqual([5001]);
    expect(idsOf((await search("q=zzzz")).body)).toEqual([]);
  });

  it("ranks an exact identifier first, then prefixes, then fragments, by id within each", async () => {
    const fragment = await customer("Benito", "Cruz");
    const prefix = await customer("Itoya", "Kim");
    const exact = await customer("Zed", "Zane", { externalId: "ito" });
    const laterFragment = await customer("Mito", "Ka");
    const res = await search("q=ito");
    expect(idsOf(res.body)).toEqual([exact, 5002, prefix, fragment, laterFragment]);
  });

  it("fills a page when a customer matches by several identifiers", async () => {
    const twice = await customer("Quill", "Vane", { email: "qvx-one@example.com", externalId: "qvx-two" });
    const once = await customer("Quinn", "Vale", { externalId: "qvx-three" });
    expect(idsOf((await search("q=qvx&limit=2")).body)).toEqual([twice, once]);
    expect(idsOf((await search("q=qvx-&limit=2")).body)).toEqual([twice, once]);
  });

  it("never answers another organization's customers, nor one merged away", async () => {
    expect(idsOf((await search("q=Dual")).body)).toEqual([]);
    expect(idsOf((await search("q=919900000005")).body)).toEqual([]);
    expect(idsOf((await search("q=acme")).body)).toEqual([]);
    expect(idsOf((await search("q=acme", "acme.maker")).body)).toEqual([5006, 5007, 5008]);
    const merged = await customer("Vanished", "Victim", { mobile: "919911112222" });
    await db.customerRegistration.update({
      where: { customerId_orgId: { customerId: merged, orgId: 100 } },
      data: { mergedIntoId: 5001, mergedAt: new Date() },
    });
    expect(idsOf((await search("q=Vanished")).body)).toEqual([]);
    expect(idsOf((await search("q=919911112222")).body)).toEqual([]);
  });

  it("takes the text literally: LIKE wildcards and FTS syntax are plain characters", async () => {
    for (const q of ["%%%", "___", '"a"', "a AND b", "NEAR(x)", "\\\\\\"]) {
      const res = await search(`q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(res.body.data, q).toEqual([]);
    }
  });

  it("refuses q shorter than 3 characters, or missing, with a v2 validation error naming q", async () => {
    for (const query of ["q=ab", "q=%20%20ab%20", "q=", ""]) {
      const res = await search(query);
      expect(res.status, query).toBe(400);
      expect(res.body.errors[0].code, query).toBe(400);
      expect(res.body.errors[0].message, query).toMatch(/^q: /);
    }
    expect((await search("q=ab")).body.errors[0].message).toBe("q: must have at least 3 characters");
  });

  it("refuses a NUL character and text over 100 characters, naming q", async () => {
    for (const q of ["ab\u0000c", "x".repeat(101)]) {
      const res = await search(`q=${encodeURIComponent(q)}`);
      expect(res.status, q.slice(0, 10)).toBe(400);
      expect(res.body.errors[0].message).toMatch(/^q: /);
    }
  });

  it("answers at most limit customers: 20 by default, 1 to 100, anything else refused", async () => {
    for (let n = 0; n < 25; n++) await customer("Limitcase", `N${n}`);
    expect((await search("q=limitcase")).body.data).toHaveLength(20);
    expect((await search("q=limitcase&limit=3")).body.data).toHaveLength(3);
    expect((await search("q=limitcase&limit=100")).body.data).toHaveLength(25);
    for (const limit of ["0", "101", "abc", "-1", "1.5"]) {
      const res = await search(`q=limitcase&limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(res.body.errors[0].message, limit).toMatch(/^limit: /);
    }
  });

  it("needs credentials (401)", async () => {
    const res = await search("q=asha", null);
    expect(res.status).toBe(401);
    expect(res.body.errors[0].code).toBe(401);
  });
});
