import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "../lib/db/client.ts";
import { freePort } from "./lib.mjs";

// One real production build per run (into .next-e2e, which the browser tier then reuses), built the way a
// clean checkout builds: `npm run build` with no secret. Then `npm start` must serve it without building,
// and stop on SIGTERM within 10 s without losing an approval it acknowledged.
const distDir = ".next-e2e";
const folder = path.resolve("data", "start-test", String(process.pid));
const url = `file:${path.join(folder, "loyalty.db")}`;
const noSecrets = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) =>
      ![
        "AUTH_SECRET",
        "NEXTAUTH_SECRET",
        "DATA_ENCRYPTION_KEY",
        "AUDIT_HMAC_KEY",
        "AUDIT_HMAC_PREVIOUS_KEYS",
        "PASSWORD_HASH_COST",
        "NODE_ENV",
        "HOSTNAME",
        "PORT",
      ].includes(key),
  ),
) as NodeJS.ProcessEnv;
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
const maker = basic("demo.maker", "demo-maker-pw");
const checker = basic("demo.checker", "demo-checker-pw");
let server: ChildProcess | undefined;

afterAll(async () => {
  // SIGTERM, not SIGKILL: npm start passes it on to the server it started.
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.on("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(folder, { recursive: true, force: true });
});

function startApp(port: number) {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...noSecrets, DATABASE_URL: url, NEXT_DIST_DIR: distDir, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** The environment of the processes npm start launched (Linux /proc), as NAME=value lines. */
function serverEnviron(parentPid: number): string[] {
  const children = readdirSync("/proc").filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      return readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]?.split(" ")[1] === String(parentPid);
    } catch {
      return false;
    }
  });
  return children.flatMap((pid) => readFileSync(`/proc/${pid}/environ`, "utf8").split("\0"));
}

async function waitUntilServing(base: string, app: ReturnType<typeof startApp>) {
  for (let i = 0; i < 240; i++) {
    if (app.child.exitCode !== null) throw new Error(`npm start exited:\n${app.output()}`);
    try {
      if ((await fetch(`${base}/login`)).status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`npm start did not serve:\n${app.output()}`);
}

async function post(base: string, route: string, auth: string, body: unknown) {
  const res = await fetch(`${base}${route}`, {
    method: "POST",
    headers: { authorization: auth, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe("npm run build, npm start and SIGTERM", () => {
  it("builds without a secret and writes the stamp", { timeout: 30 * 60_000 }, () => {
    const build = spawnSync(process.execPath, ["scripts/build.mjs"], {
      env: { ...noSecrets, NEXT_DIST_DIR: distDir },
      encoding: "utf8",
    });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    expect(existsSync(path.join(distDir, "loyalty-build-stamp"))).toBe(true);
  });

  it("serves that build without building again, on 127.0.0.1 in demo mode", { timeout: 5 * 60_000 }, async () => {
    mkdirSync(folder, { recursive: true });
    const port = await freePort();
    const app = startApp(port);
    server = app.child;
    try {
      await waitUntilServing(`http://127.0.0.1:${port}`, app);
      expect(app.output()).not.toMatch(/Creating an optimized production build/);
      expect(app.output()).toContain("Demo mode listens on 127.0.0.1 only");
      // The server process runs with the malloc settings that keep its memory down (scripts/lib.mjs).
      if (process.platform === "linux") {
        const environ = serverEnviron(app.child.pid!);
        expect(environ).toContain("MALLOC_ARENA_MAX=2");
        expect(environ).toContain("MALLOC_MMAP_THRESHOLD_=131072");
      }
    } finally {
      app.child.kill("SIGTERM");
      await app.exited;
    }
  });

  it(
    "loses no acknowledged approval when stopped by SIGTERM under load, and closes the database",
    { timeout: 5 * 60_000 },
    async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      let app = startApp(port);
      server = app.child;
      await waitUntilServing(base, app);

      const ids: number[] = [];
      for (let batch = 0; batch < 6; batch++) {
        const items = Array.from({ length: 10 }, () => ({
          type: "GOODWILL",
          base_type: "POINTS",
          customer: { mobile: "919900000002" },
          points: "10",
        }));
        const res = await post(base, "/v1.1/request/add", maker, { root: { request: items } });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        ids.push(...res.body.response.requests.request.map((item: { id: string }) => Number(item.id)));
      }

      const acknowledged: number[] = [];
      let answered = 0;
      const approvals = ids.map(async (id, index) => {
        await new Promise((resolve) => setTimeout(resolve, index * 15));
        try {
          const res = await post(base, "/v1.1/request/approve", checker, {
            root: { request: [{ id, type: "GOODWILL", base_type: "POINTS", points: "10" }] },
          });
          answered++;
          if (res.status === 200 && res.body.response.requests.request[0].status === "APPROVED") acknowledged.push(id);
        } catch {
          /* refused or cut off by the shutdown: not acknowledged */
        }
      });
      // Stop while approvals are in flight: some answered, more still coming.
      while (answered < 5) await new Promise((resolve) => setTimeout(resolve, 5));
      const stoppedAt = Date.now();
      app.child.kill("SIGTERM");
      await app.exited;
      const stopSeconds = (Date.now() - stoppedAt) / 1000;
      await Promise.all(approvals);

      expect(stopSeconds).toBeLessThan(10);
      expect(acknowledged.length).toBeGreaterThanOrEqual(5);
      // A closed SQLite database has checkpointed its write-ahead log into the file and removed it.
      expect(existsSync(`${url.slice("file:".length)}-wal`)).toBe(false);

      app = startApp(port);
      server = app.child;
      await waitUntilServing(base, app);
      const db = createDb(url);
      try {
        const requests = await db.request.findMany({ where: { id: { in: ids } }, select: { id: true, status: true } });
        const lots = await db.pointsLot.groupBy({ by: ["requestId"], where: { requestId: { in: ids } }, _count: true });
        const lotsOf = (id: number) => lots.find((lot) => lot.requestId === id)?._count ?? 0;
        expect(requests).toHaveLength(ids.length);
        for (const { id, status } of requests) {
          if (acknowledged.includes(id)) expect([id, status, lotsOf(id)], "acknowledged").toEqual([id, "APPROVED", 1]);
          else
            expect([
              ["APPROVED", 1],
              ["PENDING", 0],
            ]).toContainEqual([status, lotsOf(id)]);
        }
      } finally {
        await db.$disconnect();
        app.child.kill("SIGTERM");
        await app.exited;
      }
    },
  );
});
