import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createDb, dbProvider } from "@/lib/db/client.ts";
import { runAuditScript } from "@/scripts/test-harness/audit-tools.ts";
import { recordAudit } from "./store/audit-chain.ts";

// On PostgreSQL the app can run as a role that may read the audit log and append to it, but not change,
// delete or truncate entries, nor lift the append-only triggers: docs/operations.md's GRANT statements, checked
// on the real server.

const ROLE_SQL = readFileSync("prisma/postgresql-app-role.sql", "utf8");

async function asOwner<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe("the restricted app role", () => {
  it("is set up by the statements of docs/operations.md, exactly those of prisma/postgresql-app-role.sql", () => {
    const guide = readFileSync("docs/operations.md", "utf8");
    const statements = ROLE_SQL.split("\n").filter((line) => line && !line.startsWith("--"));
    expect(statements.length).toBeGreaterThan(5);
    for (const statement of statements) expect(guide).toContain(statement);
  });

  if (dbProvider() === "postgresql")
    it("appends audit entries and runs the app's statements, but cannot change the log or its triggers", async () => {
      const ownerUrl = process.env.DATABASE_URL ?? "";
      const role = `loyalty_app_${randomBytes(4).toString("hex")}`;
      const password = randomBytes(12).toString("hex");
      const appUrl = Object.assign(new URL(ownerUrl), { username: role, password }).toString();
      await asOwner(ownerUrl, (owner) => owner.query(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`));
      const app = createDb(appUrl);
      try {
        await asOwner(ownerUrl, (owner) => owner.query(ROLE_SQL.replaceAll("loyalty_app", role)));
        const actor = { orgId: 100, userId: null, username: "restricted", kind: "SYSTEM" as const };
        // An organization with a chain (one statement) and one without (the head is created).
        for (const orgId of [100, 401])
          await app.$transaction((tx) =>
            recordAudit(tx, { ...actor, orgId }, { entity: "label", entityId: 1, action: "appended", details: {} }),
          );
        await app.label.create({ data: { orgId: 100, name: "Written by the app role" } });
        expect(await app.auditEntry.count({ where: { action: "appended" } })).toBe(2);

        const refused: [string, RegExp][] = [
          [`UPDATE "AuditEntry" SET "action" = 'forged'`, /permission denied for table AuditEntry/],
          [`DELETE FROM "AuditEntry"`, /permission denied for table AuditEntry/],
          [`TRUNCATE "AuditEntry"`, /permission denied for table AuditEntry/],
          [`DELETE FROM "AuditChainHead"`, /permission denied for table AuditChainHead/],
          [`ALTER TABLE "AuditEntry" DISABLE TRIGGER USER`, /must be owner of table AuditEntry/],
          [`DROP TRIGGER "AuditEntry_append_only" ON "AuditEntry"`, /must be owner of relation AuditEntry/],
          [`DROP FUNCTION "AuditEntry_refuse_change"() CASCADE`, /must be owner of function/],
          [`CREATE FUNCTION "f"() RETURNS int LANGUAGE sql AS 'SELECT 1'`, /permission denied for schema public/],
          [`DELETE FROM "_prisma_migrations"`, /permission denied for table _prisma_migrations/],
        ];
        await asOwner(appUrl, async (client) => {
          for (const [sql, error] of refused) await expect(client.query(sql), sql).rejects.toThrow(error);
        });

        expect(await runAuditScript("audit-verify", [], { DATABASE_URL: appUrl })).toMatchObject({
          code: 0,
          output: expect.stringContaining("intact"),
        });
        // npm start runs `prisma migrate deploy`: with the migrations applied by the owner, a no-op.
        const deploy = spawnSync(process.execPath, ["node_modules/prisma/build/index.js", "migrate", "deploy"], {
          env: { ...process.env, DATABASE_URL: appUrl, PRISMA_HIDE_UPDATE_MESSAGE: "1" },
          encoding: "utf8",
        });
        expect(deploy.status, deploy.stderr).toBe(0);
        expect(deploy.stdout).toContain("No pending migrations to apply");
      } finally {
        await app.$disconnect();
        await asOwner(ownerUrl, async (owner) => {
          await owner.query(`DROP OWNED BY ${role}`);
          await owner.query(`DROP ROLE ${role}`);
        });
      }
    });
});
