import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

/** An organization and its first admin as `npm run org:create --json` answers them; the password is one-time. */
export interface CreatedOrganization {
  orgId: number;
  username: string;
  password: string;
}

/**
 * A new organization and its admin, made as an operator makes it: npm run org:create, against the database of
 * the server at `baseURL`. Both names start with the given words and end with the time, so each run makes new ones.
 */
export function createOrganization(
  baseURL: string,
  names: { admin: string; organization: string },
): CreatedOrganization {
  const infoFile = path.resolve("data", "e2e", `server-${new URL(baseURL).port}.json`);
  // Written by scripts/e2e-server.mjs for its run; a server started otherwise names no database to use.
  const { databaseUrl } = JSON.parse(readFileSync(infoFile, "utf8")) as { databaseUrl: string };
  const username = `${names.admin}${Date.now()}`;
  const run = spawnSync(
    "node_modules/.bin/tsx",
    [
      "--conditions=react-server",
      "scripts/org-create.ts",
      "--name",
      `${names.organization} ${Date.now()}`,
      "--admin",
      username,
      "--json",
    ],
    { env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: "utf8", timeout: 60_000 },
  );
  expect(run.status, run.stderr).toBe(0);
  const created = JSON.parse(run.stdout.trim().split("\n").at(-1) ?? "") as CreatedOrganization;
  expect(created.username).toBe(username);
  return created;
}
