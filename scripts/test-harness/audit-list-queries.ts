// Filters and paging that both audit lists (/v2/audit and /v2/audit/security-events) take alike.

/** Queries both lists refuse with 400, each named for the test's title. */
export const REFUSED_BY_BOTH_AUDIT_LISTS: [string, string][] = [
  ["a bad date", "from=yesterday"],
  ["from after to", "from=2025-02-01&to=2025-01-01"],
  ["an oversize limit", "limit=101"],
  ["an overlong actor", `actor=${"a".repeat(201)}`],
];
