import { db, dbProvider } from "../../lib/db/client.ts";
import { runScript } from "./run-script.ts";

// The audit scripts as an operator runs them, and a tamperer with the database owner's rights.

/** Runs scripts/<name>.ts with the test's environment (plus `env`); its exit code and what it printed. */
export async function runAuditScript(
  name: "audit-verify" | "audit-anchor",
  args: string[] = [],
  env: Record<string, string | undefined> = {},
): Promise<{ code: number; output: string }> {
  const { code, stdout, stderr } = await runScript(`scripts/${name}.ts`, args, env);
  return { code, output: stdout + stderr };
}

// The database refuses to change audit entries; the owner of its tables can lift that.
const SQLITE_GUARDS = ["update", "delete"].map(
  (op) =>
    `CREATE TRIGGER "AuditEntry_append_only_${op}" BEFORE ${op.toUpperCase()} ON "AuditEntry" BEGIN SELECT RAISE(ABORT, 'AuditEntry is append-only'); END`,
);

export async function asTamperer(work: () => Promise<unknown>): Promise<void> {
  const sqlite = dbProvider() === "sqlite";
  if (sqlite)
    for (const op of ["update", "delete"]) await db.$executeRawUnsafe(`DROP TRIGGER "AuditEntry_append_only_${op}"`);
  else await db.$executeRawUnsafe(`ALTER TABLE "AuditEntry" DISABLE TRIGGER USER`);
  try {
    await work();
  } finally {
    if (sqlite) for (const sql of SQLITE_GUARDS) await db.$executeRawUnsafe(sql);
    else await db.$executeRawUnsafe(`ALTER TABLE "AuditEntry" ENABLE TRIGGER USER`);
  }
}
