import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { consoleCallFor } from "@/scripts/test-harness/console-session.ts";
import { saveSettingsOperation } from "./admin-settings-operations.ts";
import { performConsoleOperation } from "./console-action.ts";
import { keysOf } from "./test-support.ts";

// The settings page's action: what PATCH /v2/admin/settings does, answered as a domain outcome.

const admin = () => consoleCallFor("demo.admin");

describe("the settings action", () => {
  it("saves the fields sent and answers all settings as they now are", async () => {
    const outcome = await performConsoleOperation(await admin(), saveSettingsOperation, {
      timeZone: "Asia/Tokyo",
      sessionIdleMinutes: 45,
    });
    expect(outcome.ok && [outcome.data.timeZone, outcome.data.sessionIdleMinutes]).toEqual(["Asia/Tokyo", 45]);
    expect(await db.organization.findUniqueOrThrow({ where: { id: 100 } })).toMatchObject({ timeZone: "Asia/Tokyo" });
  });

  it("refuses an unknown key and a bad value beside their fields, and changes nothing", async () => {
    const before = await db.organization.findUniqueOrThrow({ where: { id: 100 } });
    const call = await admin();
    expect(keysOf(await performConsoleOperation(call, saveSettingsOperation, { timeZon: "UTC" }))).toEqual([
      ["invalidInput", "timeZon"],
    ]);
    const bad = await performConsoleOperation(call, saveSettingsOperation, { sessionIdleMinutes: -5 });
    expect(keysOf(bad)).toEqual([["invalidInput", "sessionIdleMinutes"]]);
    expect(await db.organization.findUniqueOrThrow({ where: { id: 100 } })).toEqual(before);
  });

  it("changes the caller's own organization only, and lets in admins only", async () => {
    const other = await db.organization.findUniqueOrThrow({ where: { id: 200 } });
    await performConsoleOperation(await admin(), saveSettingsOperation, { timeZone: "Europe/Oslo" });
    expect(await db.organization.findUniqueOrThrow({ where: { id: 200 } })).toEqual(other);
    const maker = await performConsoleOperation(await consoleCallFor("demo.maker"), saveSettingsOperation, {
      timeZone: "UTC",
    });
    expect(keysOf(maker)).toEqual([["accessDenied", undefined]]);
  });
});
