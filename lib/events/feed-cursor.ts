import { invalidFeedCursor } from "../errors/catalogue.ts";

// A feed cursor: the organization's number of the last event a caller read, opaque to callers.

const MAX_SEQ = 2 ** 31 - 1;

export function encodeFeedCursor(seq: number): string {
  return Buffer.from(String(seq)).toString("base64url");
}

/** The event number a cursor names; anything this feed could not have handed out is refused (9807). */
export function decodeFeedCursor(cursor: string): number {
  const match = /^[1-9]\d{0,9}$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!match) throw invalidFeedCursor();
  const seq = Number(match[0]);
  // The number is a 32-bit column: one above it was made up, and would only fail in the database.
  if (seq > MAX_SEQ) throw invalidFeedCursor();
  // Re-encoding must give the same text: no padding or other spellings of one position.
  if (encodeFeedCursor(seq) !== cursor) throw invalidFeedCursor();
  return seq;
}
