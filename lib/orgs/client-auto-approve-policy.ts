// Client-safe: the values of the clientAutoApprove setting, shared with a future settings page.

/**
 * Who may send client_auto_approve=true (a request processed at once, without review): nobody, only callers
 * who could approve it themselves (four-eyes, the default), or every writer (the original's behaviour).
 */
export const CLIENT_AUTO_APPROVE_POLICIES = ["OFF", "APPROVERS", "WRITERS"] as const;
export type ClientAutoApprovePolicy = (typeof CLIENT_AUTO_APPROVE_POLICIES)[number];

export const DEFAULT_CLIENT_AUTO_APPROVE_POLICY: ClientAutoApprovePolicy = "APPROVERS";

/** The stored text as a policy; the column has no CHECK, so an unknown value fails closed as OFF. */
export function toClientAutoApprovePolicy(stored: string): ClientAutoApprovePolicy {
  return (CLIENT_AUTO_APPROVE_POLICIES as readonly string[]).includes(stored)
    ? (stored as ClientAutoApprovePolicy)
    : "OFF";
}
