import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { makeUser } from "@/scripts/test-harness/admin-users.ts";
import { consoleCallFor } from "@/scripts/test-harness/console-session.ts";
import { catalogueOperations } from "./admin-catalogue-operations.ts";
import { performConsoleOperation } from "./console-action.ts";
import { dataOf, keysOf } from "./test-support.ts";

// The catalogue page's actions: what the /v2/admin catalogue routes do, by the page's section.

const admin = () => consoleCallFor("demo.admin");

async function created(slug: string, input: Record<string, unknown>) {
  return dataOf(await performConsoleOperation(await admin(), catalogueOperations(slug).create, input));
}

describe("the catalogue actions", () => {
  it.each([
    ["labels", { name: "Action label" }],
    ["brands", { name: "Action brand" }],
    ["color", { name: "Action teal" }],
    ["org-units", { code: "ACT-1", name: "Action store" }],
    ["coupon-series", { description: "Action series" }],
    ["programs", { name: "Action program" }],
  ])("add, change, deactivate and delete an entry of %s", async (slug, input) => {
    const operations = catalogueOperations(slug);
    const call = await admin();
    const entry = await created(slug, input);
    expect(entry).toMatchObject({ ...input, active: true });
    const nameField = "description" in input ? "description" : "name";
    const renamed = await performConsoleOperation(
      call,
      operations.update,
      { [nameField]: `${input[nameField as keyof typeof input]} 2` },
      entry.id,
    );
    expect(renamed.ok && renamed.data).toMatchObject({ id: entry.id });
    const inactive = await performConsoleOperation(call, operations.update, { active: false }, entry.id);
    expect(inactive.ok && inactive.data.active).toBe(false);
    const removed = await performConsoleOperation(call, operations.remove, undefined, entry.id);
    expect(removed.ok && removed.data.id).toBe(entry.id);
    expect(keysOf(await performConsoleOperation(call, operations.remove, undefined, entry.id))).toEqual([
      ["catalogueEntryNotFound", undefined],
    ]);
  });

  it("refuses a taken name and a blank one beside the name, and a patch that changes nothing", async () => {
    await created("brands", { name: "Taken brand" });
    const call = await admin();
    expect(await performConsoleOperation(call, catalogueOperations("brands").create, { name: "taken BRAND" })).toEqual({
      ok: false,
      errors: [
        {
          code: 409,
          key: "catalogueNameTaken",
          field: "name",
          params: { noun: "brand", name: "taken BRAND" },
        },
      ],
    });
    // Labels keep the original API's own refusal, with its field.
    await created("labels", { name: "Taken label" });
    const { create, update } = catalogueOperations("labels");
    expect(keysOf(await performConsoleOperation(call, create, { name: "Taken label" }))).toEqual([
      ["labelAlreadyExists", "labelName"],
    ]);
    expect(keysOf(await performConsoleOperation(call, create, { name: "" }))).toEqual([["invalidInput", "name"]]);
    const entry = await created("labels", { name: "Another label" });
    expect(keysOf(await performConsoleOperation(call, update, {}, entry.id))).toEqual([["invalidInput", undefined]]);
  });

  it("answers another organization's entry as not found, and leaves it unchanged", async () => {
    const entry = await created("brands", { name: `Org brand ${Date.now()}` });
    const before = await db.brand.findUniqueOrThrow({ where: { id: entry.id } });
    const outsider = await makeUser(`other.catalogue.${Date.now()}`, 200, ["admin"]);
    const call = await consoleCallFor(outsider.username);
    const { update, remove } = catalogueOperations("brands");
    expect(keysOf(await performConsoleOperation(call, update, { name: "Stolen" }, entry.id))).toEqual([
      ["catalogueEntryNotFound", undefined],
    ]);
    expect(keysOf(await performConsoleOperation(call, remove, undefined, entry.id))).toEqual([
      ["catalogueEntryNotFound", undefined],
    ]);
    expect(await db.brand.findUniqueOrThrow({ where: { id: entry.id } })).toEqual(before);
  });

  it("lets in admins only, and refuses an unknown section once the caller is let in", async () => {
    const maker = await consoleCallFor("demo.maker");
    expect(keysOf(await performConsoleOperation(maker, catalogueOperations("labels").create, { name: "X" }))).toEqual([
      ["accessDenied", undefined],
    ]);
    expect(keysOf(await performConsoleOperation(maker, catalogueOperations("nonsense").create, { name: "X" }))).toEqual(
      [["accessDenied", undefined]],
    );
    expect(
      keysOf(await performConsoleOperation(await admin(), catalogueOperations("nonsense").create, { name: "X" })),
    ).toEqual([["catalogueKindNotFound", undefined]]);
  });

  it("keeps the routes' 4 KiB limit", async () => {
    const outcome = await performConsoleOperation(await admin(), catalogueOperations("labels").create, {
      name: "x".repeat(5000),
    });
    expect(outcome).toEqual({ ok: false, errors: [{ code: 413, key: "bodyTooLarge", params: { limit: "4096" } }] });
  });
});
