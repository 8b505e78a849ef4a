import { expect } from "vitest";
import { db } from "../../lib/db/client.ts";
import type { EventPayload } from "../../lib/events/event-types.ts";

// Reads what the outbox wrote after a mark, for the tests of each area's events.

export interface WrittenEvent extends EventPayload {
  orgId: number;
  /** The organization's event number: consecutive within one transaction's events. */
  seq: number;
}

/** The id of the newest event: events written after it are the next step's. */
export async function eventMark(): Promise<number> {
  return (await db.event.aggregate({ _max: { id: true } }))._max.id ?? 0;
}

/** The events written after the mark (of one organization when given), in the order they were written. */
export async function eventsAfter(mark: number, orgId?: number): Promise<WrittenEvent[]> {
  const rows = await db.event.findMany({
    where: { id: { gt: mark }, ...(orgId === undefined ? {} : { orgId }) },
    orderBy: { id: "asc" },
  });
  return rows.map((row) => ({ ...(JSON.parse(row.payload) as EventPayload), orgId: row.orgId, seq: row.seq }));
}

// Words no event may carry: a password or its hash, a client or webhook secret, vendor details in clear.
const SECRET_WORDS =
  /"(password|passwordHash|previousPasswordHash|secret|previousSecret)"|detailsKeyEnc|detailsValueEnc|whsec_|scrypt\$/i;

/** Each event's JSON holds none of the secret words, and none of the given secret values. */
export function expectNoSecret(events: readonly WrittenEvent[], ...secrets: string[]): void {
  for (const event of events) {
    const json = JSON.stringify({ type: event.type, data: event.data });
    expect(json).not.toMatch(SECRET_WORDS);
    for (const secret of secrets) expect(json).not.toContain(secret);
  }
}
