import { describe, expect, it } from "vitest";
import { callRoute } from "@/scripts/test-harness/call-route.ts";
import { GET } from "./route.ts";

const lookup = (query: string, auth: Parameters<typeof callRoute>[1]["auth"] = "demo.maker") =>
  callRoute(GET, { path: `/v2/customers/lookup?${query}`, auth });

describe("GET /v2/customers/lookup", () => {
  it("finds a customer of the caller's organization by each identifier", async () => {
    for (const [name, value] of [
      ["mobile", "919900000001"],
      ["email", "asha@example.com"],
      ["externalId", "EXT-0001"],
      ["cardnumber", "CARD-0001"],
      ["id", "5001"],
    ]) {
      const res = await lookup(`source=INSTORE&identifierName=${name}&identifierValue=${encodeURIComponent(value)}`);
      expect(res.status, name).toBe(200);
      expect(res.body).toEqual({
        id: 5001,
        profiles: [
          {
            firstName: "Asha",
            lastName: "Rao",
            identifiers: expect.arrayContaining([
              { type: "mobile", value: "919900000001" },
              { type: "cardnumber", value: "CARD-0001" },
            ]),
          },
        ],
        loyaltyInfo: { loyaltyType: "loyalty" },
        warnings: [],
      });
    }
  });

  it("answers 8015 for an unknown identifier and for another organization's customer", async () => {
    for (const query of [
      "identifierName=mobile&identifierValue=910000000000",
      "identifierName=mobile&identifierValue=919900000005",
      "identifierName=id&identifierValue=5006",
    ]) {
      const res = await lookup(`source=INSTORE&${query}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        errors: [{ status: false, code: 8015, message: "Customer not found for the given identifiers" }],
        warnings: [],
      });
    }
  });

  it("refuses an invalid source (8003) and an unknown identifierName (8130); ignores unknown parameters", async () => {
    expect((await lookup("source=NOPE&identifierName=mobile&identifierValue=919900000001")).body.errors[0].code).toBe(
      8003,
    );
    const known = await lookup("source=INSTORE&identifierName=mobile&identifierValue=919900000001");
    const unknown = await lookup("source=INSTORE&identifierName=mobile&identifierValue=919900000001&foo=1");
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect((await lookup("source=INSTORE&identifierName=phone&identifierValue=1")).body.errors[0].code).toBe(8130);
  });

  it("needs credentials (401) and the default access group", async () => {
    const res = await lookup("source=INSTORE&identifierName=mobile&identifierValue=919900000001", null);
    expect(res.status).toBe(401);
    expect(res.body.errors[0]).toEqual({
      status: false,
      code: 401,
      message: "Authentication failed. Please check username and password.",
    });
    expect(res.headers.get("x-cap-requestid")).toBeTruthy();
  });
});

describe("GET /v2/customers/lookup by id beyond the integer range", () => {
  it("answers 8015, not a database error", async () => {
    const res = await callRoute(GET, {
      path: "/v2/customers/lookup?source=INSTORE&identifierName=id&identifierValue=99999999999",
      auth: "demo.maker",
    });
    expect(res.status).toBe(404);
    expect(res.body.errors[0].code).toBe(8015);
  });
});
