/**
 * How far a listing's total counts: past it the total says AUDIT_TOTAL_CAP + 1 ("more than"), so a filter
 * matching a million entries costs no more than one matching ten thousand.
 */
export const AUDIT_TOTAL_CAP = 10_000;
