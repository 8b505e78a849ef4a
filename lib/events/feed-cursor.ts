import { invalidFeedCursor } from "../errors/catalogue.ts";
import type { FeedPosition } from "./store/outbox-store.ts";

// A feed cursor: the position of the last event a caller read (transaction order and id), opaque to callers.

export function encodeFeedCursor(position: FeedPosition): string {
  return Buffer.from(`${position.txOrder}.${position.id}`).toString("base64url");
}

/** The position a cursor names; anything this feed did not hand out is refused (9807). */
export function decodeFeedCursor(cursor: string): FeedPosition {
  const match = /^(\d{1,19})\.(\d{1,15})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!match) throw invalidFeedCursor();
  const position = { txOrder: BigInt(match[1]), id: Number(match[2]) };
  // Re-encoding must give the same text: no padding, leading zeros or other spellings of one position.
  if (position.id <= 0 || !Number.isSafeInteger(position.id) || position.txOrder >= 2n ** 63n)
    throw invalidFeedCursor();
  if (encodeFeedCursor(position) !== cursor) throw invalidFeedCursor();
  return position;
}
