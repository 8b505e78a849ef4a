import { afterAll, describe, expect, it } from "vitest";
import { DELETE as END_SESSION } from "../../../app/v2/me/sessions/[id]/route.ts";
import { db } from "../../db/client.ts";
import { createUser } from "../../users/create-user.ts";
import { labelsStatus, startAppInstance, type AppInstance } from "../../../scripts/test-harness/app-instance.ts";
import { callRoute } from "../../../scripts/test-harness/call-route.ts";
import { openConsoleSession } from "../../../scripts/test-harness/console-session.ts";

// A session ended through one instance (this test process) is refused by the others from their very next
// request: they learn of it only from the database.

const started: AppInstance[] = [];

afterAll(() => {
  for (const instance of started) instance.process.kill("SIGTERM");
});

describe("a session ended on one instance", { timeout: 120_000 }, () => {
  it("is refused on the other instances at their next request", async () => {
    const instances = await Promise.all([startAppInstance(), startAppInstance()]);
    started.push(...instances);
    const user = await createUser(db, {
      orgId: 100,
      username: "two.instances.sessions",
      displayName: "Two instances sessions",
      password: "two-instances-sessions-pw",
      access: ["default"],
    });
    const ended = await openConsoleSession(user.id);
    const kept = await openConsoleSession(user.id);
    // The instances serve on 127.0.0.1: the console's call carries no other origin.
    const onInstance = (cookie: string) => ({ cookie, "x-loyalty-console": "1" });
    for (const instance of instances) {
      expect(await labelsStatus(instance, onInstance(ended.cookie))).toBe(200);
      expect(await labelsStatus(instance, onInstance(kept.cookie))).toBe(200);
    }
    const res = await callRoute(END_SESSION, {
      method: "DELETE",
      path: `/v2/me/sessions/${ended.sid}`,
      params: { id: ended.sid },
      headers: kept.headers,
    });
    expect(res.status).toBe(200);
    for (const instance of instances) {
      expect(await labelsStatus(instance, onInstance(ended.cookie))).toBe(401);
      expect(await labelsStatus(instance, onInstance(kept.cookie))).toBe(200);
    }
  });
});
