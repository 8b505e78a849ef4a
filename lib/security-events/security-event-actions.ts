// Client-safe: what a security event records, shared by the writer, the API filter and the console.
export const SECURITY_EVENT_ACTIONS = [
  "sign-in",
  "sign-in.failed",
  "sign-in.throttled",
  "token.issued",
  "sso.sign-in",
  "sso.failed",
  "second-factor.enrolled",
  "second-factor.removed",
  "second-factor.reset",
  "second-factor.failed",
  "recovery-code.used",
  "passkey.registered",
  "passkey.removed",
  "passkey.failed",
  "session.ended",
  "sessions.ended",
] as const;
export type SecurityEventAction = (typeof SECURITY_EVENT_ACTIONS)[number];

/** Usernames and client keys as tried are kept to this many characters. */
export const SECURITY_EVENT_NAME_MAX = 200;
