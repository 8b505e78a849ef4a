import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client.ts";
import { recordSecurityEvent } from "./record-security-event.ts";
import { pruneSecurityEvents, pruneSecurityEventsHourly } from "./prune-security-events.ts";

// Security events are kept SECURITY_EVENT_RETENTION_DAYS (90 unless set), then deleted.

const DAY = 86_400_000;
const aged = (ip: string, daysOld: number, now = Date.now()) =>
  db.securityEvent.create({
    data: { at: new Date(now - daysOld * DAY), action: "sign-in.failed", path: "basic", actorName: "aged", ip },
  });
const ips = async () =>
  (await db.securityEvent.findMany({ where: { actorName: "aged" }, orderBy: { id: "asc" } })).map((row) => row.ip);

afterEach(async () => {
  delete process.env.SECURITY_EVENT_RETENTION_DAYS;
  await db.securityEvent.deleteMany({ where: { actorName: "aged" } });
});

describe("pruning security events", () => {
  // First in this file: the first event an instance writes prunes, then no other for an hour.
  it("runs after the first event an instance writes, then at most once an hour", async () => {
    await aged("old", 91);
    await aged("kept", 89);
    await recordSecurityEvent({ type: "auth.failed", path: "basic", ip: "192.0.2.1", username: "someone" });
    // The prune follows the event's write in the background.
    await vi.waitFor(async () => expect(await ips()).toEqual(["kept"]));
    await aged("old.again", 91);
    await recordSecurityEvent({ type: "auth.failed", path: "basic", ip: "192.0.2.1", username: "someone" });
    expect(await ips()).toEqual(["kept", "old.again"]);
    expect(await pruneSecurityEventsHourly(db, Date.now() + 3_600_000)).toBe(1);
    expect(await ips()).toEqual(["kept"]);
  });

  it("deletes only the events past the configured retention", async () => {
    const now = Date.now();
    process.env.SECURITY_EVENT_RETENTION_DAYS = "7";
    await aged("8 days", 8, now);
    await aged("7 days less a minute", 7 - 1 / 1440, now);
    await aged("today", 0, now);
    expect(await pruneSecurityEvents(db, new Date(now))).toBe(1);
    expect(await ips()).toEqual(["7 days less a minute", "today"]);
    expect(await db.securityEvent.count({ where: { ip: "192.0.2.1" } })).toBe(2);
  });
});
