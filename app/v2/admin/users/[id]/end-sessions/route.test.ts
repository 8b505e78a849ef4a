import { describe, expect, it } from "vitest";
import { GET as V2_LABELS } from "@/app/v2/labels/route.ts";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { auditCount, expectV2Error, makeUser } from "@/scripts/test-harness/admin-users.ts";
import { postUserAction, userIdOf } from "@/scripts/test-harness/admin-user-actions.ts";
import { openConsoleSession } from "@/scripts/test-harness/console-session.ts";
import { POST } from "./route.ts";

const endSessions = (id: number | string, auth: Auth = "demo.admin", rawBody?: string) =>
  postUserAction(POST, "end-sessions", id, {
    auth,
    rawBody,
    headers: rawBody === undefined ? undefined : { "content-type": "application/json" },
  });
const labels = (headers: Record<string, string>) => callRoute(V2_LABELS, { path: "/v2/labels", headers });

describe("POST /v2/admin/users/{id}/end-sessions", () => {
  it("ends every open session of the user, audited and recorded as a security event naming the admin", async () => {
    const user = await makeUser("admin.ends.sessions", 100, ["default"]);
    const a = await openConsoleSession(user.id);
    const b = await openConsoleSession(user.id);
    const bystander = await openConsoleSession(await userIdOf("demo.maker"));
    expect((await labels(a.headers)).status).toBe(200);
    const audits = await auditCount();
    const res = await endSessions(user.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { userId: user.id, ended: 2 }, warnings: [] });
    expect((await labels(a.headers)).status).toBe(401);
    expect((await labels(b.headers)).status).toBe(401);
    expect((await labels(bystander.headers)).status).toBe(200);
    const rows = await db.userSession.findMany({ where: { userId: user.id } });
    expect(rows.map((row) => row.endedReason)).toEqual(["ended-by-admin", "ended-by-admin"]);
    expect(await auditCount()).toBe(audits + 1);
    const entry = await db.auditEntry.findFirstOrThrow({ where: { entity: "user" }, orderBy: { id: "desc" } });
    expect(entry).toMatchObject({ action: "end-sessions", entityId: String(user.id), actorName: "demo.admin" });
    const event = await db.securityEvent.findFirstOrThrow({ where: { userId: user.id, action: "sessions.ended" } });
    expect(event).toMatchObject({ orgId: 100, actorName: user.username, path: "api" });
    expect(JSON.parse(event.details)).toMatchObject({ admin: "demo.admin", sessions: 2 });
  });

  it("answers 0 when nothing was open", async () => {
    const user = await makeUser("admin.ends.none", 100, ["default"]);
    expect((await endSessions(user.id)).body.data).toEqual({ userId: user.id, ended: 0 });
  });

  it("answers 404 for another organization's user, an API client, an unknown or malformed id", async () => {
    const foreign = await makeUser("admin.ends.foreign", 200, ["default"]);
    const foreignSession = await openConsoleSession(foreign.id);
    for (const id of [foreign.id, await userIdOf("demo-integration"), 999999, "abc", "0", "99999999999"])
      expectV2Error(await endSessions(id), 404, "User not found");
    expect((await labels(foreignSession.headers)).status).toBe(200);
  });

  it("needs credentials (401) and the admin access group (403), and changes nothing then", async () => {
    const user = await makeUser("admin.ends.denied", 100, ["default"]);
    const session = await openConsoleSession(user.id);
    expectV2Error(await endSessions(user.id, null), 401);
    expectV2Error(await endSessions(user.id, "demo.maker"), 403);
    expect((await labels(session.headers)).status).toBe(200);
  });

  it("takes no body: malformed JSON or an oversize one does not make a 500", async () => {
    const user = await makeUser("admin.ends.body", 100, ["default"]);
    for (const raw of ["{not json", "x".repeat(5000)])
      expect((await endSessions(user.id, "demo.admin", raw)).status).toBeLessThan(500);
  });
});
