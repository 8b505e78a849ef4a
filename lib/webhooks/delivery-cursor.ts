import { invalidDeliveryCursor } from "../errors/catalogue.ts";
import { isRowId } from "../validation/id-param.ts";

// A position in a subscription's delivery list (newest first): opaque to callers, the last id they were given.

export const encodeDeliveryCursor = (id: number): string => Buffer.from(`d${id}`).toString("base64url");

export function decodeDeliveryCursor(cursor: string): number {
  const match = /^d(\d{1,15})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  const id = match ? Number(match[1]) : NaN;
  // Only an id a row can have: a larger one would overflow PostgreSQL's int column (a 500, not a 400).
  if (!isRowId(id) || encodeDeliveryCursor(id) !== cursor) throw invalidDeliveryCursor();
  return id;
}
