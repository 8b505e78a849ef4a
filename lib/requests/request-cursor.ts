// Client-safe. A list cursor names the last row of a page by its sort value and id, so the next page is
// read from the ordering index right after it, at the same cost however deep it is. The sort and order it
// was made for travel with it: a cursor of another ordering would silently skip or repeat rows.

export type RequestSort = "ADDED_ON" | "LAST_UPDATED_ON";
export type SortOrder = "ASC" | "DESC";

export interface RequestCursor {
  sort: RequestSort;
  order: SortOrder;
  at: Date;
  id: number;
}

const SORT_CODES: Record<RequestSort, string> = { ADDED_ON: "a", LAST_UPDATED_ON: "u" };
const ORDER_CODES: Record<SortOrder, string> = { ASC: "a", DESC: "d" };
const FORMAT = /^([au])([ad])\.(\d{1,15})\.(\d{1,15})$/;

export function encodeRequestCursor(cursor: RequestCursor): string {
  return `${SORT_CODES[cursor.sort]}${ORDER_CODES[cursor.order]}.${cursor.at.getTime()}.${cursor.id}`;
}

export function decodeRequestCursor(text: string): RequestCursor | null {
  const match = FORMAT.exec(text);
  if (!match) return null;
  const [, sort, order, at, id] = match;
  const cursor: RequestCursor = {
    sort: sort === "u" ? "LAST_UPDATED_ON" : "ADDED_ON",
    order: order === "a" ? "ASC" : "DESC",
    at: new Date(Number(at)),
    id: Number(id),
  };
  return Number.isSafeInteger(cursor.id) && !Number.isNaN(cursor.at.getTime()) ? cursor : null;
}
