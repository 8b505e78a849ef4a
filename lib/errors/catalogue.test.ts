import { describe, expect, it } from "vitest";
import { DomainError, type ErrorItem } from "./domain-error.ts";
import { catalogueEntries } from "./catalogue-entries.ts";
import { outcomeErrorOf, outcomeErrorOfItem } from "./domain-outcome.ts";

// Codes that name an HTTP condition rather than one refusal: several rows may share them.
const GENERIC = new Set([400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503]);
// The only rows with a 5xx: the items of a batch that stopped part-way (500), and a database without room for
// the call in time (503, retried).
const INTERRUPTED_BATCH = new Set(["batchItemFailed", "batchItemNotAttempted"]);
const FIVE_HUNDRED_THREE = new Set(["databaseBusy"]);
// The only refusals answered with HTTP 200: the original answers these with its failure body and 200.
const ANSWERED_200 = new Set(["vendorAlreadyExists", "brandNotFound"]);

// Arguments that make a telling message for the rows whose arguments are not plain strings.
const SAMPLES: Record<string, unknown[]> = {
  missingMergeCustomers: [{ survivor: false, victim: true }],
  invalidVendorType: ["CASH"],
  dateFormatNotSupported: ["endDate"],
  clientAutoApproveDenied: ["APPROVERS"],
  productSaved: ["updated"],
  invalidTargetGroup: ["periods.0.endDate", "periods.0.endDate: must be after startDate"],
  invalidInput: ["images.0.url: Invalid URL"],
  invalidProductField: ["price: expected number"],
  bodyTooLarge: [1024],
  rateLimited: [3, 120],
  tooManyAuthFailures: [2.5],
  userLabelsNotFoundWarning: ["named", "VIP"],
};
const made = catalogueEntries.map(([name, entry]) => {
  const args = SAMPLES[name] ?? ["first", "second"];
  return [
    name,
    entry,
    (entry as unknown as (...a: unknown[]) => DomainError | { code: number; message: string })(...args),
  ] as const;
});

describe("the error catalogue", () => {
  it("defines each spec code once, and answers it with one HTTP status", () => {
    const rowsOf = new Map<number, string[]>();
    for (const [name, entry] of catalogueEntries) rowsOf.set(entry.code, [...(rowsOf.get(entry.code) ?? []), name]);
    for (const [code, names] of rowsOf) if (!GENERIC.has(code)) expect(names, String(code)).toHaveLength(1);
  });

  it("gives every refusal a 4xx status (the original's 200 refusals aside) and the generic codes their own", () => {
    for (const [name, entry] of catalogueEntries) {
      if (entry.status === undefined) continue;
      if (ANSWERED_200.has(name)) {
        expect(entry.status, name).toBe(200);
        continue;
      }
      expect(entry.status, name).toBeGreaterThanOrEqual(400);
      expect(entry.status, name).toBeLessThan(
        FIVE_HUNDRED_THREE.has(name) ? 504 : INTERRUPTED_BATCH.has(name) ? 501 : 500,
      );
      if (GENERIC.has(entry.code)) expect(entry.status, name).toBe(entry.code);
    }
  });

  it("keeps the spec's and the tests' texts for 8003, 8015 and 8130", () => {
    const messages = Object.fromEntries(made.map(([name, , error]) => [name, error.message]));
    expect(messages.invalidSource).toBe("Invalid source");
    expect(messages.customerNotFound).toBe("Customer not found for the given identifiers");
    expect(messages.invalidLookupParams).toBe("Lookup,Invalid Params passed");
  });

  it("places the errors the console shows beside a field", () => {
    // The field a console action's outcome carries: a thrown refusal's, or a batch item's from its row.
    const fieldOf = (name: string) => {
      const error = made.find(([n]) => n === name)![2];
      return error instanceof DomainError ? outcomeErrorOf(error).field : outcomeErrorOfItem(error as ErrorItem).field;
    };
    for (const [name, field] of [
      ["vendorAlreadyExists", "name"],
      ["invalidVendorType", "type"],
      ["rankNotPositive", "rank"],
      ["invalidInput", "images.0.url"],
      ["dictionaryValueUnknown", "first"],
      ["invalidProductField", "price"],
      ["dateFormatNotSupported", "endDate"],
      ["missingMergeCustomers", "victimCustomer"],
    ])
      expect(fieldOf(name), name).toBe(field);
  });
});
