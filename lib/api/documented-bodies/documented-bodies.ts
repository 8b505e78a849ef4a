import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The original's documented request bodies (the spec's and the reference notes' samples), kept as fixtures:
 * a drop-in must take each of them as sent. `{{name}}` in a body stands for the id an earlier fixture
 * saved under `saveIdAs`, so the fixtures run in the order listed here.
 */
export interface DocumentedBody {
  file: string;
  operation: string;
  query?: string;
  auth: string;
  from: string;
  saveIdAs?: string;
  body: unknown;
}

export const DOCUMENTED_BODY_FILES = [
  "customer-add.json",
  "request-transaction.json",
  "request-transaction-as-clients-send-it.json",
  "request-merge.json",
  "request-add-goodwill-points.json",
  "request-add-goodwill-coupon.json",
  "request-add-change-mobile.json",
  "request-approve.json",
  "request-review-v2.json",
  "expiry-schedule-lookup.json",
  "vendor-create.json",
  "vendor-create-echoed.json",
  "labels-change.json",
  "target-group-streak.json",
  "target-group-alternate-currency.json",
  "target-group-default.json",
  "product-add.json",
] as const;

export function loadDocumentedBodies(): DocumentedBody[] {
  return DOCUMENTED_BODY_FILES.map((file) => ({
    file,
    ...(JSON.parse(readFileSync(path.join(import.meta.dirname, file), "utf8")) as Omit<DocumentedBody, "file">),
  }));
}

/** The body with each `"{{name}}"` replaced by the id saved under that name. */
export function withSavedIds(body: unknown, saved: ReadonlyMap<string, number>): unknown {
  return JSON.parse(JSON.stringify(body), (_key, value: unknown) => {
    const name = typeof value === "string" ? /^\{\{(\w+)\}\}$/.exec(value)?.[1] : undefined;
    if (name === undefined) return value;
    const id = saved.get(name);
    if (id === undefined) throw new Error(`no fixture saved an id as ${name}`);
    return id;
  });
}
