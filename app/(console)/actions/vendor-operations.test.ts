import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { consoleCallFor } from "@/scripts/test-harness/console-session.ts";
import { performConsoleOperation } from "./console-action.ts";
import { createVendorOperation, setVendorEnabledOperation, updateVendorOperation } from "./vendor-operations.ts";

// The vendor forms' actions: the saved vendor with the gateway's status, or refusals beside their fields.

const brandId = async () => (await db.brand.findFirstOrThrow({ where: { orgId: 100 } })).id;

describe("the vendor actions", () => {
  it("create, update and disable a vendor; a second vendor of the same name is refused beside the name", async () => {
    const token = await consoleCallFor("demo.maker");
    const name = `Action Vendor ${Date.now()}`;
    const vendor = { name, brandId: await brandId(), type: "POINTS", rank: 1 };
    const created = await performConsoleOperation(token, createVendorOperation, vendor);
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    expect(created.data.status.code).toBe(5002);
    const id = created.data.vendor.id;

    const updated = await performConsoleOperation(token, updateVendorOperation, { rank: 2 }, id);
    expect(updated.ok && [updated.data.status.code, updated.data.vendor.rank]).toEqual([5003, 2]);
    const disabled = await performConsoleOperation(token, setVendorEnabledOperation, { enabled: false }, id);
    expect(disabled.ok && disabled.data.vendor.enabled).toBe(false);

    expect(await performConsoleOperation(token, createVendorOperation, vendor)).toEqual({
      ok: false,
      errors: [expect.objectContaining({ code: 5007, key: "vendorAlreadyExists", field: "name" })],
    });
  });

  it("refuses a rank below one with its own code and field", async () => {
    const token = await consoleCallFor("demo.maker");
    const refused = await performConsoleOperation(token, updateVendorOperation, { rank: 0 }, 1);
    expect(refused.ok ? [] : refused.errors.map((error) => [error.key, error.field])).toEqual([
      ["rankNotPositive", "rank"],
    ]);
  });

  it("answers another organization's vendor as not found, and leaves it unchanged", async () => {
    const created = await performConsoleOperation(await consoleCallFor("demo.maker"), createVendorOperation, {
      name: `Other Org Vendor ${Date.now()}`,
      brandId: await brandId(),
      type: "POINTS",
      rank: 1,
    });
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    const id = created.data.vendor.id;
    const before = await db.vendor.findUniqueOrThrow({ where: { id } });
    const outsider = await consoleCallFor("dual.maker");
    const notFound = { ok: false, errors: [expect.objectContaining({ code: 5004, key: "vendorNotFound" })] };
    expect(await performConsoleOperation(outsider, updateVendorOperation, { rank: 3 }, id)).toEqual(notFound);
    expect(await performConsoleOperation(outsider, setVendorEnabledOperation, { enabled: false }, id)).toEqual(
      notFound,
    );
    expect(await db.vendor.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });

  it("keeps the status route's 1 KiB limit", async () => {
    const token = await consoleCallFor("demo.maker");
    const outcome = await performConsoleOperation(
      token,
      setVendorEnabledOperation,
      { enabled: false, note: "x".repeat(1100) },
      1,
    );
    expect(outcome).toEqual({ ok: false, errors: [{ code: 413, key: "bodyTooLarge", params: { limit: "1024" } }] });
  });

  it("keeps the routes' 64 KiB limit", async () => {
    const token = await consoleCallFor("demo.maker");
    const outcome = await performConsoleOperation(token, updateVendorOperation, { description: "x".repeat(70_000) }, 1);
    expect(outcome).toEqual({ ok: false, errors: [{ code: 413, key: "bodyTooLarge", params: { limit: "65536" } }] });
  });
});
