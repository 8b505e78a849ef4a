import { describe, expect, it } from "vitest";
import { POST as ADD } from "@/app/v1.1/request/add/route.ts";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { consoleCallFor } from "@/scripts/test-harness/console-session.ts";
import { performConsoleOperation } from "./console-action.ts";
import { decideOperation, type ConsoleDecision } from "./decide-operation.ts";

// The console's review answers domain outcomes: each item decided or refused with its catalogue row, values
// and field, and a refusal of the whole call in the same terms.

const addGoodwill = async (points: string, auth: Auth = "demo.maker") => {
  const item = { type: "GOODWILL", base_type: "POINTS", customer: { mobile: "919900000002" }, points };
  const res = await callRoute(ADD, { path: "/v1.1/request/add", body: { root: { request: [item] } }, auth });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Number(res.body.response.requests.request[0].id);
};

const decide = async (username: string, input: unknown) =>
  performConsoleOperation(await consoleCallFor(username), decideOperation, input);
const goodwill = (id: number, points?: string): ConsoleDecision["requests"][number] => ({
  id,
  type: "GOODWILL",
  baseType: "POINTS",
  ...(points ? { points } : {}),
});

describe("the console's decision", () => {
  it("decides each item on its own: approved, or refused with its catalogue row and values", async () => {
    const [first, second] = [await addGoodwill("10"), await addGoodwill("5")];
    await decide("demo.checker", { decision: "REJECTED", requests: [goodwill(second)] });
    const outcome = await decide("demo.checker", {
      decision: "APPROVED",
      comment: "ok",
      requests: [goodwill(first, "7"), goodwill(second)],
    });
    expect(outcome).toEqual({
      ok: true,
      data: [
        { id: first, ok: true, status: "APPROVED", awaitingSecondApproval: false },
        {
          id: second,
          ok: false,
          error: { code: 9052, key: "requestNotPending", params: { status: "REJECTED" } },
        },
      ],
    });
    const lot = await db.pointsLot.findFirst({ where: { requestId: first } });
    expect(Number(lot?.points)).toBe(7);
  });

  it("refuses the maker's own request with 9056", async () => {
    const id = await addGoodwill("3", "demo.checker");
    const outcome = await decide("demo.checker", { decision: "APPROVED", requests: [goodwill(id)] });
    expect(outcome).toEqual({
      ok: true,
      data: [{ id, ok: false, error: { code: 9056, key: "sameUserCannotApprove", params: {} } }],
    });
  });

  it("refuses the whole call without the approve access, naming the group", async () => {
    const id = await addGoodwill("3");
    expect(await decide("demo.maker", { decision: "APPROVED", requests: [goodwill(id)] })).toEqual({
      ok: false,
      errors: [{ code: 403, key: "accessDenied", params: { group: "requests.approve" } }],
    });
  });

  it("refuses the readonly auditor the whole call, naming the approve group", async () => {
    const id = await addGoodwill("3");
    expect(await decide("demo.auditor", { decision: "APPROVED", requests: [goodwill(id)] })).toEqual({
      ok: false,
      errors: [{ code: 403, key: "accessDenied", params: { group: "requests.approve" } }],
    });
    expect(await db.request.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "PENDING" });
  });

  it("answers another organization's request as not found, with the API's 9050, and leaves it pending", async () => {
    const id = await addGoodwill("3");
    const outcome = await decide("dual.maker", { decision: "APPROVED", requests: [goodwill(id)] });
    expect(outcome).toEqual({
      ok: true,
      data: [{ id, ok: false, error: expect.objectContaining({ code: 9050 }) }],
    });
    expect(await db.request.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "PENDING" });
  });

  it("refuses a signed-out call with 401", async () => {
    expect(
      await performConsoleOperation({ sessionToken: undefined }, decideOperation, {
        decision: "APPROVED",
        requests: [],
      }),
    ).toEqual({
      ok: false,
      errors: [{ code: 401, key: "authenticationFailed", params: {} }],
    });
  });

  it("refuses an item without its id as the route does, and keeps the API's batch bounds", async () => {
    expect(
      await decide("demo.checker", { decision: "APPROVED", requests: [{ type: "GOODWILL", baseType: "POINTS" }] }),
    ).toEqual({
      ok: false,
      errors: [expect.objectContaining({ code: 400, key: "missingRequestId", field: "requests.0.id" })],
    });
    const tooMany = Array.from({ length: 101 }, (_, i) => goodwill(i + 1));
    const outcome = await decide("demo.checker", { decision: "APPROVED", requests: tooMany });
    expect(outcome.ok ? [] : outcome.errors.map((error) => error.field)).toEqual(["requests"]);
  });

  it("answers every schema issue with the field at its path", async () => {
    const outcome = await decide("demo.checker", {
      decision: "MAYBE",
      requests: [{ id: 1, type: "GOODWILL", baseType: "POINTS", points: "-1" }],
    });
    expect(outcome.ok).toBe(false);
    const errors = outcome.ok ? [] : outcome.errors;
    expect(new Set(errors.map((error) => `${error.code} ${error.key} ${error.field}`))).toEqual(
      new Set(["400 invalidInput decision", "400 invalidInput requests.0.points"]),
    );
  });
});
