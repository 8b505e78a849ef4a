import { describe, expect, it } from "vitest";
import { DEFAULT_BODY_LIMIT_BYTES } from "@/lib/api/read-json-body.ts";
import { db } from "@/lib/db/client.ts";
import { formatLocalDate } from "@/lib/time/server-time.ts";
import { consoleCallFor } from "@/scripts/test-harness/console-session.ts";
import { performConsoleOperation } from "./console-action.ts";
import {
  createTargetGroupOperation,
  deactivateTargetGroupOperation,
  updateTargetGroupOperation,
} from "./target-group-operations.ts";

// The target-group builder's and list's actions: the group as the API renders it, or refusals with their field.

const day = (offset: number) => formatLocalDate(new Date(Date.now() + offset * 86_400_000));
let seq = 0;
const group = (overrides: Record<string, unknown> = {}) => ({
  name: `Action group ${Date.now()} ${++seq}`,
  trackingType: "STREAKS",
  targetEvaluationType: "FIXED_CALENDAR_WINDOW",
  totalPeriods: 1,
  frequencyType: "DAILY",
  frequency: 1,
  recurringCycles: 1,
  periods: [{ startDate: `${day(-1)}T00:00:00.000`, endDate: `${day(5)}T23:59:59.999`, refCode: "P1" }],
  targets: [
    { name: "Daily visit", targetEntity: "TRANSACTION", targetType: "VISIT", defaultValues: [{ defaultValue: 1 }] },
  ],
  streaks: [{ name: "Three in a row", targetCountOfSequence: 3 }],
  ...overrides,
});

const create = async (username: string, input: unknown) =>
  performConsoleOperation(await consoleCallFor(username), createTargetGroupOperation, input);

describe("the target-group actions", () => {
  it("create, replace and deactivate a group", async () => {
    const call = await consoleCallFor("demo.maker");
    const created = await performConsoleOperation(call, createTargetGroupOperation, group());
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    const { id, name } = created.data;
    expect([created.data.active, created.data.streaks.length]).toEqual([true, 1]);

    const replaced = await performConsoleOperation(call, updateTargetGroupOperation, {
      id,
      ...group({ name, description: "changed" }),
    });
    expect(replaced.ok && [replaced.data.id, replaced.data.description]).toEqual([id, "changed"]);

    const deactivated = await performConsoleOperation(call, deactivateTargetGroupOperation, {}, id);
    expect(deactivated.ok && deactivated.data.active).toBe(false);
    expect((await db.targetGroup.findUniqueOrThrow({ where: { id } })).active).toBe(false);
  });

  it("answers a taken name beside the name, and the route's own codes at their field paths", async () => {
    const first = await create("demo.maker", group());
    if (!first.ok) throw new Error(JSON.stringify(first.errors));
    expect(await create("demo.maker", group({ name: first.data.name.toUpperCase() }))).toEqual({
      ok: false,
      errors: [expect.objectContaining({ code: 310069, key: "targetGroupNameTaken", field: "name" })],
    });
    const refusals = async (input: unknown) => {
      const outcome = await create("demo.maker", input);
      return outcome.ok ? [] : outcome.errors.map((error) => [error.code, error.key, error.field]);
    };
    expect(await refusals(group({ streaks: [] }))).toEqual([[310101, "streaksRequired", "streaks"]]);
    expect(await refusals(group({ streaks: [{ name: "No count" }] }))).toEqual([
      [310106, "streakCountRequired", "streaks.targetCountOfSequence"],
    ]);
    expect(
      await refusals(
        group({ periods: [{ startDate: `${day(2)}T00:00:00.000`, endDate: `${day(1)}T00:00:00.000`, refCode: "P1" }] }),
      ),
    ).toEqual([[300004, "invalidTargetGroup", "periods.0.endDate"]]);
  });

  it("answers another organization's group as not found, and leaves it unchanged", async () => {
    const created = await create("demo.maker", group());
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    const { id, name } = created.data;
    const before = await db.targetGroup.findUniqueOrThrow({ where: { id } });
    const outsider = await consoleCallFor("dual.maker");
    const notFound = { ok: false, errors: [expect.objectContaining({ code: 310004, key: "targetGroupNotFound" })] };
    expect(await performConsoleOperation(outsider, updateTargetGroupOperation, { id, ...group({ name }) })).toEqual(
      notFound,
    );
    expect(await performConsoleOperation(outsider, deactivateTargetGroupOperation, {}, id)).toEqual(notFound);
    expect(await db.targetGroup.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });

  it("refuses a caller without the default access group, and creates nothing", async () => {
    const input = group();
    expect(await create("demo.auditor", input)).toEqual({
      ok: false,
      errors: [expect.objectContaining({ code: 403 })],
    });
    expect(await db.targetGroup.count({ where: { name: input.name } })).toBe(0);
  });

  it("keeps the API's default body limit", async () => {
    const outcome = await create("demo.maker", group({ description: "x".repeat(DEFAULT_BODY_LIMIT_BYTES) }));
    expect(outcome).toEqual({
      ok: false,
      errors: [{ code: 413, key: "bodyTooLarge", params: { limit: String(DEFAULT_BODY_LIMIT_BYTES) } }],
    });
  });
});
