import { describe, expect, it } from "vitest";
import { customerEntityId } from "./customer-entity-id.ts";
import { principalOf } from "@/scripts/test-harness/principals.ts";

describe("customerEntityId", () => {
  it("names a customer of the audit filter by an identifier or name when one customer matches", async () => {
    const checker = await principalOf("demo.checker");
    expect(await customerEntityId(checker, "customer", "919900000001")).toBe("5001");
    expect(await customerEntityId(checker, "customer", "ASHA@example.com")).toBe("5001");
    expect(await customerEntityId(checker, "customer", "okafor")).toBe("5004");
    // Kept as written: an id, another entity, several or no matches, too short to search.
    expect(await customerEntityId(checker, "customer", "5002")).toBe("5002");
    expect(await customerEntityId(checker, "request", "okafor")).toBe("okafor");
    expect(await customerEntityId(checker, "customer", "example.com")).toBe("example.com");
    expect(await customerEntityId(checker, "customer", "Femi")).toBe("Femi");
    expect(await customerEntityId(checker, "customer", "ab")).toBe("ab");
    expect(await customerEntityId(checker, undefined, undefined)).toBeUndefined();
  });
});
