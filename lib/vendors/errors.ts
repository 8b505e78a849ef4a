import { DomainError } from "../errors/domain-error.ts";
import type { IssueMapper } from "../api/parse-input.ts";

export const vendorAlreadyExists = () => new DomainError(5007, "Vendor already exists", 409);
export const vendorNotFound = () => new DomainError(5004, "Vendor not found", 404);
export const brandNotFound = () => new DomainError(3004, "Brand not found", 404);
export const rankNotPositive = () => new DomainError(400, "rank must be greater than zero", 400, "rank");

/** The original's Jackson message for an unknown enum value, which clients may match on. */
export const invalidVendorType = (value: unknown) =>
  new DomainError(
    400,
    `Cannot deserialize value of type \`VendorType\` from ${typeof value === "string" ? "String" : "value"} ${shown(value)}: not one of the values accepted for Enum class: [POINTS, REWARDS]`,
    400,
    "type",
  );

/** Turns the schema issues of type and rank into the original's exact messages. */
export const vendorIssue: IssueMapper = (issue, input) => {
  const field = issue.path.length === 1 ? issue.path[0] : undefined;
  const sent = (input as Record<string, unknown> | null)?.type;
  if (field === "type" && sent !== undefined) return invalidVendorType(sent);
  if (field === "rank" && issue.code === "too_small") return rankNotPositive();
  return undefined;
};

// Echo at most a short prefix of what was sent.
const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? "null";
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};
