import { afterAll, describe, expect, it } from "vitest";
import { db } from "../db/client.ts";
import { createUser } from "../users/create-user.ts";
import { startAppInstance, labelsStatus, type AppInstance } from "../../scripts/test-harness/app-instance.ts";
import { basicHeader } from "../../scripts/test-harness/call-route.ts";
import { generateOAuthToken } from "./oauth-tokens.ts";

// Two app instances (separate processes) sharing this file's database, as several instances share one
// PostgreSQL behind a load balancer: a change made through one must hold on the other from its very next
// call. It runs on SQLite too (two processes on one file), where it proves the same of the code.

const started: AppInstance[] = [];

async function startInstance(): Promise<AppInstance> {
  const instance = await startAppInstance();
  started.push(instance);
  return instance;
}

const labels = (instance: AppInstance, authorization: string) => labelsStatus(instance, { authorization });

afterAll(() => {
  for (const instance of started) instance.process.kill("SIGTERM");
});

describe("two app instances on one database", { timeout: 120_000 }, () => {
  it("refuses a user deactivated through one instance on the very next call on the other", async () => {
    const [a, b] = await Promise.all([startInstance(), startInstance()]);
    const user = await createUser(db, {
      orgId: 100,
      username: "two.instances",
      displayName: "Two instances",
      password: "two-instances-pw",
      access: ["default"],
    });
    const basic = basicHeader("two.instances", "two-instances-pw");
    const client = await createUser(db, {
      orgId: 100,
      username: "two.instances.client",
      displayName: "Two instances client",
      password: "two-instances-secret",
      access: ["default"],
      kind: "API_CLIENT",
    });
    const { accessToken } = await generateOAuthToken("two.instances.client", "two-instances-secret", "127.0.0.1");
    const bearer = `Bearer ${accessToken}`;

    // Warm both instances' caches with both credentials.
    for (const instance of [a, b])
      for (const authorization of [basic, bearer]) {
        expect(await labels(instance, authorization)).toBe(200);
        expect(await labels(instance, authorization)).toBe(200);
      }

    // Instance A's deactivation is a database write: B learns of it only from the database.
    await db.user.updateMany({ where: { id: { in: [user.id, client.id] } }, data: { active: false } });
    expect(await labels(b, basic)).toBe(401);
    expect(await labels(b, bearer)).toBe(401);
    expect(await labels(a, basic)).toBe(401);

    await db.user.updateMany({ where: { id: { in: [user.id, client.id] } }, data: { active: true } });
    expect(await labels(b, basic)).toBe(200);
    expect(await labels(b, bearer)).toBe(200);
  });
});
