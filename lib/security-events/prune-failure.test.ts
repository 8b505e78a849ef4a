import { expect, it, vi } from "vitest";
import { db } from "@/lib/db/client.ts";
import { sqlDialect } from "@/lib/db/dialect.ts";
import { captureLogs } from "@/scripts/test-harness/capture-logs.ts";
import { recordSecurityEvent } from "./record-security-event.ts";

// Its own file: the first event an instance writes is the one that prunes.

const REFUSE_DELETES = {
  sqlite: [
    `CREATE TRIGGER "refuse_delete" BEFORE DELETE ON "SecurityEvent" BEGIN SELECT RAISE(ABORT, 'no deletes'); END`,
  ],
  postgresql: [
    `CREATE FUNCTION refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no deletes'; END $$`,
    `CREATE TRIGGER "refuse_delete" BEFORE DELETE ON "SecurityEvent" FOR EACH ROW EXECUTE FUNCTION refuse_delete()`,
  ],
};

it("logs a prune that fails after an event was written, which stays written", async () => {
  await db.securityEvent.create({
    data: {
      at: new Date(Date.now() - 400 * 86_400_000),
      action: "sign-in",
      path: "console",
      actorName: "old",
      ip: "x",
    },
  });
  for (const statement of REFUSE_DELETES[sqlDialect(db)]) await db.$executeRawUnsafe(statement);
  const logs = captureLogs();
  try {
    await recordSecurityEvent({ type: "auth.failed", path: "basic", ip: "192.0.2.9", username: "prune.failure" });
    // The prune runs after the event's write without holding up the caller.
    await vi.waitFor(() =>
      expect(logs.lines().map((line) => [line.level, line.msg])).toEqual([["error", "security events not pruned"]]),
    );
  } finally {
    logs.restore();
  }
  expect(await db.securityEvent.count({ where: { actorName: { in: ["old", "prune.failure"] } } })).toBe(2);
});
