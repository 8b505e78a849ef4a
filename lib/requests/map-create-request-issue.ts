import type { IssueMapper } from "../validation/describe-issue.ts";
import { invalidRequestBaseType, invalidRequestType, missingMergeCustomers } from "../errors/catalogue.ts";

const BASE_TYPE_OF = { TRANSACTION: "REGULAR_TXN_ADD", CHANGE_IDENTIFIER: "MERGE" } as const;

/**
 * The spec's codes for a body naming an unsupported type (9006) or a base type that does not fit it (9008),
 * and the original's 400 message for a merge without its customers.
 */
export const mapCreateRequestIssue: IssueMapper = (_issue, input) => {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return undefined;
  const { type, baseType, victimCustomer, survivorCustomer } = input as Record<string, unknown>;
  if (type !== "TRANSACTION" && type !== "CHANGE_IDENTIFIER") return invalidRequestType();
  if (baseType !== BASE_TYPE_OF[type]) return invalidRequestBaseType();
  if (type === "CHANGE_IDENTIFIER" && (victimCustomer == null || survivorCustomer == null))
    return missingMergeCustomers({ survivor: survivorCustomer == null, victim: victimCustomer == null });
  return undefined;
};
