import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { createUser } from "@/lib/users/create-user.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { eventMark, eventsAfter, expectNoSecret } from "@/scripts/test-harness/outbox-events.ts";
import { POST as CREATE_USER } from "@/app/v2/admin/users/route.ts";
import { GET as GET_USER, PATCH as UPDATE_USER } from "@/app/v2/admin/users/[id]/route.ts";
import { createApiClient } from "@/scripts/test-harness/api-clients.ts";
import { GET as GET_CLIENT } from "@/app/v2/admin/api-clients/[id]/route.ts";
import { POST as REVOKE_CLIENT } from "@/app/v2/admin/api-clients/[id]/revoke/route.ts";

// user.created, user.deactivated and apiClient.revoked, written with the change, never with a secret.

const byId = (route: unknown, path: string, id: number, body?: unknown, auth: Auth = "demo.admin", method = "POST") =>
  callRoute(route, { method, path: `${path}/${id}`, params: { id: String(id) }, body, auth });
const getUser = async (id: number) =>
  (await byId(GET_USER, "/v2/admin/users", id, undefined, "demo.admin", "GET")).body;
const patchUser = (id: number, body: unknown, auth: Auth = "demo.admin") =>
  byId(UPDATE_USER, "/v2/admin/users", id, body, auth, "PATCH");

describe("admin events", () => {
  it("user.created as the admin API shows the user, from the API and from the operators' createUser", async () => {
    const mark = await eventMark();
    const res = await callRoute(CREATE_USER, {
      path: "/v2/admin/users",
      body: { username: "event.user", accessGroups: ["default"], displayName: "Event User" },
      auth: "demo.admin",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.id as number;
    const scripted = await createUser(db, {
      orgId: 100,
      username: "event.scripted",
      displayName: "Scripted",
      password: "scripted-password-1",
      access: ["default"],
    });
    const events = await eventsAfter(mark);
    expect(events.map((event) => event.type)).toEqual(["user.created", "user.created"]);
    expect(events[0].data).toEqual((await getUser(id)).data);
    expect(events[1].data).toMatchObject({ id: scripted.id, username: "event.scripted", status: "ACTIVE" });
    expectNoSecret(events, res.body.oneTimePassword, "scripted-password-1");
  });

  it("user.deactivated once; other updates, refusals and a repeat write nothing", async () => {
    const created = await callRoute(CREATE_USER, {
      path: "/v2/admin/users",
      body: { username: "event.leaver", accessGroups: ["default"] },
      auth: "demo.admin",
    });
    const id = created.body.data.id as number;
    const admin = await db.user.findUniqueOrThrow({ where: { username: "demo.admin" } });
    const mark = await eventMark();
    expect((await patchUser(id, { displayName: "Leaver" })).status).toBe(200);
    expect((await patchUser(id, { status: "DEACTIVATED" })).status).toBe(200);
    expect((await patchUser(id, { status: "DEACTIVATED" })).status).toBe(200);
    const events = await eventsAfter(mark);
    expect(events.map((event) => event.type)).toEqual(["user.deactivated"]);
    expect(events[0].data).toEqual((await getUser(id)).data);
    expect(events[0].data).toMatchObject({ status: "DEACTIVATED", displayName: "Leaver" });

    const quiet = await eventMark();
    expect((await patchUser(admin.id, { status: "DEACTIVATED" })).status).toBe(403);
    expect((await patchUser(99_999_999, { status: "DEACTIVATED" })).status).toBe(404);
    expect((await patchUser(id, { status: "GONE" })).status).toBe(400);
    expect((await patchUser(id, { status: "ACTIVE" }, "demo.maker")).status).toBe(403);
    const duplicate = await callRoute(CREATE_USER, {
      path: "/v2/admin/users",
      body: { username: "event.leaver", accessGroups: ["default"] },
      auth: "demo.admin",
    });
    expect(duplicate.status).toBe(409);
    expect(await eventsAfter(quiet)).toEqual([]);
  });

  it("apiClient.revoked once, without the secret; a second revocation writes nothing", async () => {
    const { id, secret } = await createApiClient("Event till");
    const mark = await eventMark();
    expect((await byId(REVOKE_CLIENT, "/v2/admin/api-clients", id)).status).toBe(200);
    expect((await byId(REVOKE_CLIENT, "/v2/admin/api-clients", id)).status).not.toBe(200);
    expect((await byId(REVOKE_CLIENT, "/v2/admin/api-clients", 99_999_999)).status).toBe(404);
    expect((await byId(REVOKE_CLIENT, "/v2/admin/api-clients", id, undefined, "demo.maker")).status).toBe(403);
    const events = await eventsAfter(mark);
    expect(events.map((event) => event.type)).toEqual(["apiClient.revoked"]);
    const shown = await byId(GET_CLIENT, "/v2/admin/api-clients", id, undefined, "demo.admin", "GET");
    expect(events[0].data).toEqual({ ...shown.body.data, lastUsedAt: events[0].data.lastUsedAt });
    expect(events[0].data.status).toBe("REVOKED");
    expectNoSecret(events, secret);
    // An API client made by the operators' script is no user: it has no creation event.
    const quiet = await eventMark();
    await createUser(db, {
      orgId: 100,
      username: "event.client",
      displayName: "Client",
      password: "client-secret-value-1",
      access: ["default"],
      kind: "API_CLIENT",
    });
    expect(await eventsAfter(quiet)).toEqual([]);
  });
});
