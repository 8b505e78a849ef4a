import type { ApiErrorItem } from "@/lib/client/api-client.ts";
import { bodyTooLarge, brandNotFound, vendorAlreadyExists, vendorNotFound } from "@/lib/errors/catalogue.ts";
import { fieldOfError } from "@/lib/errors/read-error.ts";

/** What the vendor API's refusals mean for the person editing; the field each concerns is the catalogue's. */
const WORDS: Record<number, string> = {
  [vendorAlreadyExists.code]: "Another vendor of this organization already has this name or code.",
  [brandNotFound.code]: "This brand is not one of the organization's brands.",
  [vendorNotFound.code]: "This vendor no longer exists in this organization.",
  401: "Your session has ended; sign in again.",
  403: "Your account lacks the Default access group.",
  [bodyTooLarge.code]: "The vendor is too large to save (64 KiB at most).",
};

const FIELDS = new Set([
  "name",
  "code",
  "brandId",
  "type",
  "rank",
  "description",
  "enabled",
  "isEncryptionRequired",
  "vendorDetails",
  "images",
  "videos",
]);

export interface DescribedVendorError {
  /** A form path such as "name" or "images.0.url"; undefined for the form as a whole. */
  field?: string;
  text: string;
}

export function describeVendorError(item: ApiErrorItem): DescribedVendorError {
  const words = WORDS[item.code];
  const field = formField(fieldOfError(item));
  if (words) return { field, text: `${words} (${item.code}: ${item.message})` };
  if (item.code === 400) return { field, text: `${item.message} (400)` };
  return { text: `${item.message} (${item.code})` };
}

const formField = (field: string | undefined) => (field && FIELDS.has(field.split(".")[0]) ? field : undefined);
