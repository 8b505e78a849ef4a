import { beforeAll, describe, expect, it } from "vitest";
import { POST as CREATE_LABEL } from "@/app/v2/labels/route.ts";
import { POST as GENERATE_TOKEN } from "@/app/v3/oauth/token/generate/route.ts";
import { db } from "@/lib/db/client.ts";
import { createUser } from "@/lib/users/create-user.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { GET } from "./route.ts";
import { PEER_ADDRESS_HEADER } from "@/lib/http/peer-address.mjs";
import { expectV2Error } from "@/scripts/test-harness/admin-users.ts";
import { REFUSED_BY_BOTH_AUDIT_LISTS } from "@/scripts/test-harness/audit-list-queries.ts";

const list = (query = "", auth: Auth = "demo.admin") =>
  callRoute(GET, { path: `/v2/audit/security-events${query ? `?${query}` : ""}`, auth });
const wrongBasic = (username: string, requestId: string) =>
  callRoute(CREATE_LABEL, {
    path: "/v2/labels",
    auth: { basic: [username, "not-the-password"] },
    body: { labelName: "x" },
    headers: { [PEER_ADDRESS_HEADER]: "192.0.2.7", "x-cap-requestid": requestId },
  });
type Row = { action: string; actor: string; requestId: string | null };

beforeAll(async () => {
  await createUser(
    db,
    { orgId: 200, username: "dual.admin", displayName: "Dual admin", password: "dual-admin-pw", access: ["admin"] },
    { allowShortPassword: true },
  );
  await wrongBasic("demo.viewer", "sec-viewer");
  await wrongBasic("dual.maker", "sec-dual");
  await wrongBasic("no.such.user", "sec-unknown");
  const token = await callRoute(GENERATE_TOKEN, {
    path: "/v3/oauth/token/generate",
    auth: null,
    body: { key: "demo-integration", secret: "demo-integration-secret" },
    headers: { [PEER_ADDRESS_HEADER]: "192.0.2.8", "x-cap-requestid": "sec-token" },
  });
  expect(token.status).toBe(200);
});

describe("GET /v2/audit/security-events", () => {
  it("lists the events naming the caller's organization's users, newest first, and no one else's", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ limit: 20, offset: 0, total: 2 });
    expect(res.body.data).toEqual([
      {
        id: expect.any(Number),
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        action: "token.issued",
        actor: "demo-integration",
        path: "oauth-token",
        ip: "192.0.2.8",
        requestId: "sec-token",
        details: { ttlSeconds: 300 },
      },
      expect.objectContaining({
        action: "sign-in.failed",
        actor: "demo.viewer",
        path: "basic",
        requestId: "sec-viewer",
      }),
    ]);
    // Another organization's admin sees its own user's event; an unknown name's event belongs to no one.
    const other = await list("", { basic: ["dual.admin", "dual-admin-pw"] });
    expect(other.body.data.map((row: Row) => [row.actor, row.requestId])).toEqual([["dual.maker", "sec-dual"]]);
    expect(JSON.stringify([res.body, other.body])).not.toContain("no.such.user");
  });

  it("filters by action, actor and time, and pages", async () => {
    const failed = await list("action=sign-in.failed");
    expect(failed.body.data.map((row: Row) => row.actor)).toEqual(["demo.viewer"]);
    expect((await list("actor=demo-integration")).body.data.map((row: Row) => row.action)).toEqual(["token.issued"]);
    expect((await list("from=2000-01-01&to=2000-01-02")).body.data).toEqual([]);
    const paged = await list("limit=1&offset=1");
    expect(paged.body.pagination).toEqual({ limit: 1, offset: 1, total: 2 });
    expect(paged.body.data.map((row: Row) => row.actor)).toEqual(["demo.viewer"]);
  });

  it("needs the admin access group and credentials", async () => {
    expectV2Error(await list("", "demo.checker"), 403);
    expect((await list("", null)).status).toBe(401);
  });

  it.each([["an unknown action", "action=sign-out"], ...REFUSED_BY_BOTH_AUDIT_LISTS])(
    "refuses %s with 400 in the v2 shape",
    async (_case, query) => {
      expectV2Error(await list(query), 400);
    },
  );
});
