import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { dailyTargetGroup } from "@/scripts/test-harness/target-group-body.ts";
import { POST } from "../route.ts";
import { DELETE, GET } from "./route.ts";
import { noDefaultUser } from "@/scripts/test-harness/test-users.ts";

const NOT_FOUND = { data: null, errors: [{ code: 310004, message: "Target group not found" }], warnings: null };
const body = (name: string) => ({
  ...dailyTargetGroup(name),
  periods: [
    {
      startDate: "2020-01-01T00:00:00.000",
      endDate: "2020-01-31T23:59:59.999",
      refCode: "JAN",
      periodStatus: "RUNNING",
    },
  ],
});
const call = (handler: unknown, id: number | string, method: string, auth: Auth = "demo.maker") =>
  callRoute(handler, { method, path: `/v3/targetGroups/${id}`, auth, params: { id: String(id) } });

const NO_DEFAULT = noDefaultUser("tgid.nodefault");
let mine: number;
let others: number;
beforeAll(async () => {
  mine = (await callRoute(POST, { path: "/v3/targetGroups", auth: "demo.maker", body: body("Mine") })).body.data.id;
  others = (await callRoute(POST, { path: "/v3/targetGroups", auth: "dual.maker", body: body("Theirs") })).body.data.id;
});

describe("GET /v3/targetGroups/{id}", () => {
  it("returns the group with a past period ENDED, whatever was sent", async () => {
    const res = await call(GET, mine, "GET");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      data: { id: mine, name: "Mine", active: true, periods: [{ refCode: "JAN", periodStatus: "ENDED" }], targets: [] },
      errors: null,
      warnings: null,
    });
  });

  it("answers 404 for unknown ids, malformed ids and another organization's group", async () => {
    for (const id of [others, 999_999, "abc", "0"]) {
      const res = await call(GET, id, "GET");
      expect(res.status, String(id)).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
  });

  it("needs credentials and the default access group", async () => {
    expect((await call(GET, mine, "GET", null)).status).toBe(401);
    expect((await call(GET, mine, "GET", NO_DEFAULT)).status).toBe(403);
  });
});

describe("DELETE /v3/targetGroups/{id}", () => {
  it("refuses another organization's group and unknown ids, changing nothing", async () => {
    for (const id of [others, 999_999]) expect((await call(DELETE, id, "DELETE")).body).toEqual(NOT_FOUND);
    expect((await db.targetGroup.findUniqueOrThrow({ where: { id: others } })).active).toBe(true);
    expect((await call(DELETE, mine, "DELETE", null)).status).toBe(401);
    expect((await call(DELETE, mine, "DELETE", NO_DEFAULT)).status).toBe(403);
    expect((await db.targetGroup.findUniqueOrThrow({ where: { id: mine } })).active).toBe(true);
  });

  it("deactivates the group, idempotently", async () => {
    const res = await call(DELETE, mine, "DELETE", "demo.checker");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: mine,
      active: false,
      attribution: { lastUpdatedBy: { code: "demo.checker" } },
    });
    expect((await call(DELETE, mine, "DELETE")).body.data.active).toBe(false);
    expect((await call(GET, mine, "GET")).body.data.active).toBe(false);
  });
});
