import { formatLocalIso } from "../time/server-time.ts";
import type { OrganizationLabel } from "./find-organization-labels.ts";

export function renderLabel(label: OrganizationLabel) {
  return {
    labelId: label.labelId,
    labelName: label.labelName,
    customerCount: label.customerCount,
    createdOn: formatLocalIso(label.createdAt),
  };
}
