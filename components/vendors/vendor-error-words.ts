import type { ApiErrorItem } from "@/lib/console/api-client.ts";

/** What the vendor API's refusals mean for the person editing, and which field each concerns. */
const WORDS: Record<number, { words: string; field?: string }> = {
  5007: { words: "Another vendor of this organization already has this name or code.", field: "name" },
  3004: { words: "This brand is not one of the organization's brands.", field: "brandId" },
  5004: { words: "This vendor no longer exists in this organization." },
  401: { words: "Your session has ended; sign in again." },
  403: { words: "Your account lacks the Default access group." },
  413: { words: "The vendor is too large to save (64 KiB at most)." },
};

const FIELDS = new Set(["name", "code", "brandId", "type", "rank", "description", "enabled", "isEncryptionRequired", "vendorDetails", "images", "videos"]);

export interface DescribedVendorError {
  /** A form path such as "name" or "images.0.url"; undefined for the form as a whole. */
  field?: string;
  text: string;
}

export function describeVendorError(item: ApiErrorItem): DescribedVendorError {
  const known = WORDS[item.code];
  if (known) return { field: known.field, text: `${known.words} (${item.code}: ${item.message})` };
  if (item.code === 400) return { field: fieldOf(item.message), text: `${item.message} (400)` };
  return { text: `${item.message} (${item.code})` };
}

// Validation messages start with the field's path ("images.0.url: …") or, for the original's own
// messages, name it ("rank must be greater than zero", "… `VendorType` …").
function fieldOf(message: string): string | undefined {
  const path = /^([A-Za-z]+(?:\.[A-Za-z0-9]+)*): /.exec(message)?.[1];
  if (path && FIELDS.has(path.split(".")[0])) return path;
  if (message.startsWith("rank ")) return "rank";
  if (message.includes("VendorType")) return "type";
  return undefined;
}
