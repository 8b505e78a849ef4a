import { defineError, defineHttpError, defineItem } from "./define-error.ts";

// Vendors and target groups (part of the catalogue: lib/errors/catalogue.ts)
// The original answers 5007 and 3004 with HTTP 200 and `success: false` in the status object; a drop-in does too.
export const vendorAlreadyExists = defineError(5007, 200, "Vendor already exists", { field: "name" });
export const vendorNotFound = defineError(5004, 404, "Vendor not found");
export const brandNotFound = defineError(3004, 200, "Brand not found", { field: "brandId" });
export const rankNotPositive = defineHttpError(400, "rank must be greater than zero", { field: "rank" });
/** The original's Jackson message for an unknown enum value, which clients may match on. */
export const invalidVendorType = defineHttpError<[value: unknown]>(
  400,
  "Cannot deserialize value of type `VendorType` from {kind} {value}: not one of the values accepted for Enum class: [POINTS, REWARDS]",
  { params: (value) => ({ kind: typeof value === "string" ? "String" : "value", value: shown(value) }), field: "type" },
);

export const targetGroupNameTaken = defineError(310069, 409, "Target group name already exists", { field: "name" });
/** The original's 300004 message, followed by the problem so a caller need not guess. */
export const invalidTargetGroup = defineError<[field?: string, problem?: string]>(
  300004,
  400,
  "Invalid input, check all values and ensure they are correct.{problem}",
  { params: (field, problem) => ({ field: field ?? "", problem: problem ? ` ${problem}` : "" }), field: "{field}" },
);
export const targetNameTooLong = defineError(310008, 400, "Length of Target rule name cannot exceed 200", {
  field: "targets.name",
});
export const streaksRequired = defineError(
  310101,
  400,
  "At least one streak must be present for a streaks target group",
  { field: "streaks" },
);
export const streakCountRequired = defineError(310106, 400, "Streak count is mandatory", {
  field: "streaks.targetCountOfSequence",
});
// Ours: the original's code for an unknown group is not public.
export const targetGroupNotFound = defineError(310004, 404, "Target group not found");
// Ours: a property the original would ignore is ignored and named in the envelope's warnings.
export const ignoredTargetGroupFieldWarning = defineItem<[path: string]>(310202, "{path}: unknown field ignored");

// Echo at most a short prefix of what was sent.
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? "null";
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
