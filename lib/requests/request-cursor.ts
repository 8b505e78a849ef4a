import { isRowId } from "../validation/id-param.ts";

// Client-safe. A list cursor names the last row of a page by its sort value and id, so the next page is
// read from the ordering index right after it, at the same cost however deep it is. The sort and order it
// was made for travel with it: a cursor of another ordering would silently skip or repeat rows.

export type RequestSort = "ADDED_ON" | "LAST_UPDATED_ON" | "AMOUNT";
export type SortOrder = "ASC" | "DESC";

export type RequestCursor =
  | { sort: "ADDED_ON" | "LAST_UPDATED_ON"; order: SortOrder; at: Date; id: number }
  /** `amount` null: the last row had no amount, so the page after it holds only rows without one. */
  | { sort: "AMOUNT"; order: SortOrder; amount: string | null; id: number };

// A row's time is well inside four-digit years; PostgreSQL cannot even compare a later one.
const LATEST_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

const SORT_CODES: Record<RequestSort, string> = { ADDED_ON: "a", LAST_UPDATED_ON: "u", AMOUNT: "m" };
const ORDER_CODES: Record<SortOrder, string> = { ASC: "a", DESC: "d" };
const TIME_FORMAT = /^([au])([ad])\.(\d{1,15})\.(\d{1,15})$/;
// Stored amounts have at most 12 digits and 4 decimals (the create schemas' amount text); "n" is none.
const AMOUNT_FORMAT = /^m([ad])\.(\d{1,12}(?:\.\d{1,4})?|n)\.(\d{1,15})$/;

export function encodeRequestCursor(cursor: RequestCursor): string {
  const value = cursor.sort === "AMOUNT" ? (cursor.amount ?? "n") : String(cursor.at.getTime());
  return `${SORT_CODES[cursor.sort]}${ORDER_CODES[cursor.order]}.${value}.${cursor.id}`;
}

export function decodeRequestCursor(text: string): RequestCursor | null {
  const amount = AMOUNT_FORMAT.exec(text);
  if (amount) {
    const [, order, value, id] = amount;
    const cursor: RequestCursor = {
      sort: "AMOUNT",
      order: order === "a" ? "ASC" : "DESC",
      amount: value === "n" ? null : value,
      id: Number(id),
    };
    return isRowId(cursor.id) ? cursor : null;
  }
  const match = TIME_FORMAT.exec(text);
  if (!match) return null;
  const [, sort, order, at, id] = match;
  const cursor: RequestCursor = {
    sort: sort === "u" ? "LAST_UPDATED_ON" : "ADDED_ON",
    order: order === "a" ? "ASC" : "DESC",
    at: new Date(Number(at)),
    id: Number(id),
  };
  // The id of a row this list returned: anything past the column is no such cursor (PostgreSQL refuses it).
  return isRowId(cursor.id) && cursor.at.getTime() <= LATEST_TIME ? cursor : null;
}
