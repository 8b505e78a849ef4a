// Rules of the vendor operations beyond their schemas (markdown, appended to each operation's description).

// Create and update check a vendor alike.
const VENDOR_RULES = [
  '- Name and code are unique per organization (case-sensitive). On create an omitted, null or blank (`""`,',
  '  `"   "`) code gets a random UUID; on update a null or blank code, like an omitted one, keeps the stored code.',
  "  Limits: name and code 255, description 1034, 5 images, 2 videos, rank 1–2147483647, body 64 KiB.",
  "",
  "- Images and videos: `name` 1–255 and unique in its list; `isExternal: true` needs an http(s) `url` and",
  "  returns `id: null`; `isExternal: false` needs the file handle `id`.",
  "",
  "- `vendorDetails` (`key` ≤ 255, `value` ≤ 4096) is encrypted at rest with AES-256-GCM (key: SHA-256 of",
  "  `DATA_ENCRYPTION_KEY`, or HKDF of `AUTH_SECRET` when unset; bound to its organization, vendor and column,",
  '  see "Rotating the data key" in docs/operations.md) before it reaches the database, and is always',
  '  returned as `"********"`. On update, `null` clears it, a new pair replaces it, and the masked pair sent back',
  '  unchanged keeps the stored secret. Half a masked pair (one side `"********"`) is 400, as is the masked pair',
  "  on create: either would store the mask as the secret.",
].join("\n");

export const VENDOR_NOTES = {
  createVendor: VENDOR_RULES,
  updateVendor: VENDOR_RULES,
} as const;
