import type { BadgeTone } from "@/components/ui/badge.tsx";

// Reviewer-facing names for the API's enums; the enum stays visible in the API and the URL.
const TYPE_NAMES: Record<string, string> = {
  "TRANSACTION/REGULAR_TXN_ADD": "Missing transaction",
  "CHANGE_IDENTIFIER/MERGE": "Customer merge",
  "CHANGE_IDENTIFIER/MOBILE": "Mobile change",
  "CHANGE_IDENTIFIER/EMAIL": "Email change",
  "CHANGE_IDENTIFIER/EXTERNAL_ID": "External id change",
  "GOODWILL/POINTS": "Goodwill points",
  "GOODWILL/COUPON": "Goodwill coupon",
  "TRANSACTION_UPDATE/RETRO": "Retro transaction update",
};
const GROUP_NAMES: Record<string, string> = {
  TRANSACTION: "Transactions",
  CHANGE_IDENTIFIER: "Identifier changes and merges",
  GOODWILL: "Goodwill",
  TRANSACTION_UPDATE: "Transaction updates",
};
const SUB_TYPE_NAMES: Record<string, string> = {
  REGULAR_TXN_ADD: "Missing transaction",
  MOBILE: "Mobile",
  EMAIL: "Email",
  EXTERNAL_ID: "External id",
  MERGE: "Merge",
  REALLOCATION: "Reallocation",
  POINTS: "Points",
  COUPON: "Coupon",
  RETRO: "Retro",
};
const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  PENDING: { label: "Pending", tone: "warn" },
  APPROVED: { label: "Approved", tone: "ok" },
  REJECTED: { label: "Rejected", tone: "danger" },
};

export const requestTypeName = (type: string, baseType: string) =>
  TYPE_NAMES[`${type}/${baseType}`] ?? `${type} / ${baseType}`;
export const requestGroupName = (type: string) => GROUP_NAMES[type] ?? type;
export const subTypeName = (baseType: string) => SUB_TYPE_NAMES[baseType] ?? baseType;
export const statusWords = (status: string) => STATUS[status] ?? { label: status, tone: "neutral" as const };

/** "3 h", "2 d 4 h": how long a request has waited (or waited, once decided). */
export function waitingText(from: string, to: number): string {
  const minutes = Math.max(0, Math.round((to - Date.parse(from)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
