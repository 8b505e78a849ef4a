// Client-safe: what a security event records, shared by the writer, the API filter and the console.
export const SECURITY_EVENT_ACTIONS = ["sign-in", "sign-in.failed", "sign-in.throttled", "token.issued"] as const;
export type SecurityEventAction = (typeof SECURITY_EVENT_ACTIONS)[number];

/** Usernames and client keys as tried are kept to this many characters. */
export const SECURITY_EVENT_NAME_MAX = 200;
