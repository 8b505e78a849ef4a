// Client-safe: the bounds the password policy (lib/auth/password-policy.ts) and the forms share.
export const MIN_PASSWORD_CHARS = 12;
export const MAX_PASSWORD_CHARS = 200;
