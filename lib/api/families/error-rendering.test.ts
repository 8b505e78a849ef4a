import { describe, expect, it } from "vitest";
import { DomainError } from "../../errors/domain-error.ts";
import { catalogueEntries } from "../../errors/catalogue-entries.ts";
import { callRoute } from "../../../scripts/test-harness/call-route.ts";
import type { ApiFamily } from "../api-family.ts";
import { apiRoute } from "../api-route.ts";
import { gatewayFamily } from "./gateway.ts";
import { v11ProductFamily } from "./v1-1-products.ts";
import { v11Family } from "./v1-1.ts";
import { v2LabelsFamily } from "./v2-labels.ts";
import { v2Family } from "./v2.ts";
import { v3Family } from "./v3.ts";

// Every refusal the domain can raise, rendered by every API family through the route wrapper: the code and
// message land in the family's envelope and the HTTP status is the error's own. The refusals are the rows of
// the error catalogue (lib/errors/catalogue.ts) that make a DomainError.

function catalogue(): [string, DomainError][] {
  return catalogueEntries.flatMap(([name, entry]): [string, DomainError][] => {
    let made: unknown;
    try {
      made = (entry as unknown as (...args: unknown[]) => unknown)("x", "x", "x");
    } catch {
      return [];
    }
    return made instanceof DomainError ? [[name, made]] : [];
  });
}

type Envelope = (error: DomainError) => unknown;
const families: [string, ApiFamily, Envelope][] = [
  ["v1.1", v11Family, (e) => ({ response: { status: { success: "false", code: e.code, message: e.message } } })],
  [
    "v1.1 products",
    v11ProductFamily,
    (e) => ({ response: { status: { success: false, code: e.code, message: e.message }, product: [] } }),
  ],
  ["v2", v2Family, (e) => ({ errors: [{ status: false, code: e.code, message: e.message }], warnings: [] })],
  [
    "v2 labels",
    v2LabelsFamily,
    (e) => ({
      entity: null,
      success: false,
      message: e.message,
      errorCode: String(e.code),
      errors: [{ status: false, code: e.code, message: e.message }],
      warnings: [],
    }),
  ],
  ["v3", v3Family, (e) => ({ data: null, errors: [{ code: e.code, message: e.message }], warnings: null })],
  ["gateway", gatewayFamily(), (e) => ({ status: { success: false, code: e.code, message: e.message }, vendor: null })],
];

const errors = catalogue();
// The only rows with a 5xx: the items of a batch that stopped part-way, and a database too busy (503).
const INTERRUPTED_BATCH = new Set(["batchItemFailed", "batchItemNotAttempted", "databaseBusy"]);
// The refusals the original answers with HTTP 200 and its failure body.
const ANSWERED_200 = new Set(["vendorAlreadyExists", "brandNotFound"]);

describe("the error catalogue", () => {
  it("holds the spec's codes, each with one HTTP status in 4xx but an interrupted batch's items, a busy database and 3004/5007", () => {
    const codes = new Set(errors.map(([, e]) => e.code));
    for (const code of [
      8012, 9006, 9008, 9021, 9042, 9056, 9017, 8015, 8003, 5007, 3004, 5004, 300004, 310069, 310008, 310101, 310106,
      9013, 9050,
    ])
      expect(codes, String(code)).toContain(code);
    const statusOf = new Map<number, Set<number>>();
    for (const [name, e] of errors) {
      if (ANSWERED_200.has(name)) expect(e.status, name).toBe(200);
      else expect(e.status, name).toBeGreaterThanOrEqual(400);
      if (!INTERRUPTED_BATCH.has(name)) expect(e.status, name).toBeLessThan(500);
      statusOf.set(e.code, (statusOf.get(e.code) ?? new Set()).add(e.status));
    }
    // The generic code 400 is always HTTP 400; a spec code never answers two statuses.
    for (const [code, statuses] of statusOf) if (code >= 1000) expect([...statuses], String(code)).toHaveLength(1);
  });
});

describe.each(families)("every domain error rendered by the %s family", (_family, family, envelope) => {
  it.each(errors)("%s", async (_name, error) => {
    const route = apiRoute({ family, access: "public" }, async () => {
      throw error;
    });
    const res = await callRoute(route, { path: "/catalogue" });
    expect(res.status).toBe(error.status);
    expect(res.body).toEqual(envelope(error));
  });
});
