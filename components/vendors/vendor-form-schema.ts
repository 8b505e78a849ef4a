import { z } from "zod";
import {
  createVendorSchema,
  updateVendorSchema,
  VENDOR_DETAILS_MASK,
  VENDOR_TYPES,
  type UpdateVendorInput,
  type VendorMedia,
} from "@/lib/vendors/schemas.ts";
import type { VendorView } from "@/lib/vendors/vendor-view.ts";

// The editor's inputs are strings, radios and checkboxes; this schema maps them onto the API's own create or
// update payload and reports the API schema's issues at the same paths, so no rule is declared twice.

export const MEDIA_SOURCES = ["url", "file"] as const;

const mediaRowSchema = z.object({
  name: z.string(),
  altText: z.string(),
  source: z.enum(MEDIA_SOURCES),
  url: z.string(),
  id: z.string(),
});
export type MediaRow = z.input<typeof mediaRowSchema>;

const formFieldsSchema = z.object({
  name: z.string(),
  code: z.string(),
  brandId: z.string(),
  type: z.enum(VENDOR_TYPES),
  rank: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  isEncryptionRequired: z.boolean(),
  vendorDetails: z.object({ key: z.string(), value: z.string() }),
  removeDetails: z.boolean(),
  images: z.array(mediaRowSchema),
  videos: z.array(mediaRowSchema),
});
export type VendorFormValues = z.input<typeof formFieldsSchema>;

/** create: a new vendor; edit: an existing one, which may hold a stored (write-only) secret. */
export type VendorFormMode = { kind: "create" } | { kind: "edit"; hasStoredDetails: boolean };

export const EMPTY_MEDIA_ROW: MediaRow = { name: "", altText: "", source: "url", url: "", id: "" };

export function vendorFormSchema(mode: VendorFormMode): z.ZodType<UpdateVendorInput, VendorFormValues> {
  const apiSchema = mode.kind === "create" ? createVendorSchema : updateVendorSchema;
  return formFieldsSchema
    .superRefine((values, ctx) => {
      for (const issue of detailsIssues(values, mode)) ctx.addIssue({ code: "custom", ...issue });
      const result = apiSchema.safeParse(toPayload(values, mode));
      for (const issue of result.error?.issues ?? [])
        ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    })
    .transform((values) => apiSchema.parse(toPayload(values, mode)));
}

export function vendorFormDefaults(vendor: VendorView | null, brandId: number | undefined): VendorFormValues {
  return {
    name: vendor?.name ?? "",
    code: vendor?.code ?? "",
    brandId: String(vendor?.brandId ?? brandId ?? ""),
    type: vendor?.type ?? "REWARDS",
    rank: vendor?.rank == null ? "" : String(vendor.rank),
    description: vendor?.description ?? "",
    enabled: vendor?.enabled ?? true,
    isEncryptionRequired: vendor?.isEncryptionRequired ?? false,
    // The API answers the mask for a stored secret; the plaintext never reaches the page.
    vendorDetails: vendor?.hasVendorDetails
      ? { key: VENDOR_DETAILS_MASK, value: VENDOR_DETAILS_MASK }
      : { key: "", value: "" },
    removeDetails: false,
    images: (vendor?.images ?? []).map(toMediaRow),
    videos: (vendor?.videos ?? []).map(toMediaRow),
  };
}

/**
 * The secret is sent only when it changes: the masked pair left as shown, or both fields left blank, omits
 * vendorDetails (the API keeps the stored secret); "remove" sends null. A half-masked pair would store the
 * mask itself as the key or value, so it is refused here.
 */
function detailsPayload(
  values: VendorFormValues,
  mode: VendorFormMode,
): { key: string; value: string } | null | undefined {
  const { key, value } = values.vendorDetails;
  if (mode.kind === "edit" && values.removeDetails) return null;
  if (key === "" && value === "") return undefined;
  if (key === VENDOR_DETAILS_MASK && value === VENDOR_DETAILS_MASK && hasStoredDetails(mode)) return undefined;
  return { key, value };
}

function detailsIssues(
  values: VendorFormValues,
  mode: VendorFormMode,
): { path: (string | number)[]; message: string }[] {
  const { key, value } = values.vendorDetails;
  const stored = hasStoredDetails(mode);
  if (
    (mode.kind === "edit" && values.removeDetails) ||
    (stored && key === VENDOR_DETAILS_MASK && value === VENDOR_DETAILS_MASK)
  )
    return [];
  const masked = (field: "key" | "value") =>
    stored
      ? `Type the new ${field} too, or leave both key and value masked to keep the stored details`
      : `The ${field} cannot be the mask ${VENDOR_DETAILS_MASK}`;
  return [
    ...(key === VENDOR_DETAILS_MASK ? [{ path: ["vendorDetails", "key"], message: masked("key") }] : []),
    ...(value === VENDOR_DETAILS_MASK ? [{ path: ["vendorDetails", "value"], message: masked("value") }] : []),
  ];
}

const hasStoredDetails = (mode: VendorFormMode) => mode.kind === "edit" && mode.hasStoredDetails;

function toPayload(values: VendorFormValues, mode: VendorFormMode) {
  const rank = values.rank.trim();
  return {
    name: values.name,
    // Blank, as the API reads it: on create the server generates a code, on edit the stored one is kept.
    code: values.code.trim() === "" ? null : values.code,
    brandId: Number(values.brandId),
    type: values.type,
    rank: rank === "" ? null : Number(rank),
    description: values.description,
    enabled: values.enabled,
    isEncryptionRequired: values.isEncryptionRequired,
    vendorDetails: detailsPayload(values, mode),
    images: values.images.map(toMedia),
    videos: values.videos.map(toMedia),
  };
}

const toMedia = (row: MediaRow) => ({
  name: row.name,
  altText: row.altText === "" ? null : row.altText,
  isExternal: row.source === "url",
  url: row.source === "url" ? row.url : null,
  id: row.source === "file" ? row.id : null,
});

const toMediaRow = (media: VendorMedia): MediaRow => ({
  name: media.name,
  altText: media.altText ?? "",
  source: media.isExternal ? "url" : "file",
  url: media.url ?? "",
  id: media.id ?? "",
});
