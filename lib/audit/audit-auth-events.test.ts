import { describe, expect, it } from "vitest";
import { POST as CREATE_LABEL } from "@/app/v2/labels/route.ts";
import { POST as GENERATE_TOKEN } from "@/app/v3/oauth/token/generate/route.ts";
import { authOptions } from "@/lib/auth/next-auth-options.ts";
import { db } from "@/lib/db/client.ts";
import { callRoute } from "@/scripts/test-harness/call-route.ts";
import { createUser } from "@/lib/users/create-user.ts";
import { verifyAuditChain } from "./verify-audit-chain.ts";

// Sign-in failures, throttling refusals, console sign-ins and token issuance in the audit log.

type Authorize = (
  credentials: Record<string, string>,
  req: { headers: Record<string, string> },
) => Promise<{ id: string } | null>;
const authorize = (authOptions.providers[0] as unknown as { options: { authorize: Authorize } }).options.authorize;
const entries = (where: { action: string; actorName?: string }) =>
  db.auditEntry.findMany({ where, orderBy: { seq: "asc" } });
const wrongBasic = (username: string, ip: string) =>
  callRoute(CREATE_LABEL, {
    path: "/v2/labels",
    auth: { basic: [username, "not-the-password"] },
    body: { labelName: "x" },
    headers: { "x-forwarded-for": ip },
  });

describe("authentication events in the audit log", () => {
  it("records a failed Basic sign-in under the named user's organization, anonymous, without the password", async () => {
    expect((await wrongBasic("demo.viewer", "10.0.0.1")).status).toBe(401);
    const [entry] = await entries({ action: "sign-in.failed", actorName: "demo.viewer" });
    const viewer = await db.user.findUniqueOrThrow({ where: { username: "demo.viewer" } });
    expect(entry).toMatchObject({
      orgId: 100,
      entity: "user",
      entityId: String(viewer.id),
      actorKind: "ANONYMOUS",
      actorId: null,
    });
    expect(JSON.parse(entry.changes)).toMatchObject({ path: "basic" });
    expect(entry.changes).not.toContain("not-the-password");
  });

  it("files a failure for an unknown name under organization 0", async () => {
    await wrongBasic("nobody.at.all", "10.0.0.2");
    const [entry] = await entries({ action: "sign-in.failed", actorName: "nobody.at.all" });
    expect(entry).toMatchObject({ orgId: 0, entityId: null });
  });

  it("records the throttling refusal after five failures for one user", async () => {
    await createUser(db, {
      orgId: 100,
      username: "audit.locked",
      displayName: "Locked",
      password: "audit-locked-pw",
      access: ["default"],
    });
    for (let i = 0; i < 5; i++) expect((await wrongBasic("audit.locked", "10.0.0.3")).status).toBe(401);
    expect((await wrongBasic("audit.locked", "10.0.0.3")).status).toBe(429);
    expect(await entries({ action: "sign-in.failed", actorName: "audit.locked" })).toHaveLength(5);
    const [refusal] = await entries({ action: "sign-in.throttled", actorName: "audit.locked" });
    expect(refusal).toMatchObject({ orgId: 100, entity: "user" });
    expect(JSON.parse(refusal.changes)).toMatchObject({
      path: "basic",
      scope: "user",
      retryAfterSeconds: expect.any(Number),
    });
  });

  it("records a console sign-in as the user, and token issuance as the API client without the token", async () => {
    expect(
      await authorize(
        { username: "demo.checker", password: "demo-checker-pw" },
        { headers: { "x-forwarded-for": "10.0.0.4" } },
      ),
    ).toBeTruthy();
    const [signIn] = await entries({ action: "sign-in", actorName: "demo.checker" });
    expect(signIn).toMatchObject({ orgId: 100, actorKind: "USER", entity: "user" });

    const token = await callRoute(GENERATE_TOKEN, {
      path: "/v3/oauth/token/generate",
      auth: null,
      body: { key: "demo-integration", secret: "demo-integration-secret" },
    });
    expect(token.status).toBe(200);
    const [issued] = await entries({ action: "token.issued", actorName: "demo-integration" });
    expect(issued).toMatchObject({ orgId: 100, entity: "apiClient", actorKind: "API_CLIENT" });
    expect(JSON.parse(issued.changes)).toMatchObject({ ttlSeconds: expect.any(Number) });
    expect(issued.changes).not.toContain(token.body.data.accessToken);
    // A Basic success on an ordinary call is not a sign-in entry (it would double every read's writes).
    await callRoute(CREATE_LABEL, { path: "/v2/labels", auth: "demo.maker", body: { labelName: "Signed in" } });
    expect(await entries({ action: "sign-in", actorName: "demo.maker" })).toEqual([]);
    expect(await verifyAuditChain(db)).toBeNull();
  });

  it("names the request id of the call in every authentication entry", async () => {
    await createUser(db, {
      orgId: 100,
      username: "audit.traced",
      displayName: "Traced",
      password: "audit-traced-pw",
      access: ["default"],
    });
    const traced = (id: string, username: string, password = "not-the-password") =>
      callRoute(CREATE_LABEL, {
        path: "/v2/labels",
        auth: { basic: [username, password] },
        body: { labelName: "x" },
        headers: { "x-forwarded-for": "10.0.0.9", "x-cap-requestid": id },
      });
    for (let i = 0; i < 5; i++) expect((await traced(`req-failed-${i}`, "audit.traced")).status).toBe(401);
    expect((await traced("req-throttled", "audit.traced", "audit-traced-pw")).status).toBe(429);
    const failed = await entries({ action: "sign-in.failed", actorName: "audit.traced" });
    expect(failed.map((entry) => entry.requestId)).toEqual([0, 1, 2, 3, 4].map((i) => `req-failed-${i}`));
    const [throttled] = await entries({ action: "sign-in.throttled", actorName: "audit.traced" });
    expect(throttled.requestId).toBe("req-throttled");

    const token = await callRoute(GENERATE_TOKEN, {
      path: "/v3/oauth/token/generate",
      auth: null,
      body: { key: "demo-integration", secret: "demo-integration-secret" },
      headers: { "x-cap-requestid": "req-token" },
    });
    expect(token.status).toBe(200);
    const issued = await entries({ action: "token.issued", actorName: "demo-integration" });
    expect(issued.at(-1)?.requestId).toBe("req-token");

    await authorize(
      { username: "demo.viewer", password: "demo-viewer-pw" },
      { headers: { "x-forwarded-for": "10.0.0.10", "x-cap-requestid": "req-console" } },
    );
    const signIns = await entries({ action: "sign-in", actorName: "demo.viewer" });
    expect(signIns.at(-1)?.requestId).toBe("req-console");
    expect(await verifyAuditChain(db)).toBeNull();
  });
});
