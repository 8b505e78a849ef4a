// Client-safe: how a session id is written (start-session.ts makes 24 random bytes, base64url).
const SESSION_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** A session id from a path, or "" (which names no session, so the caller answers not found). */
export function parseSessionIdParam(raw: string | undefined): string {
  return raw && SESSION_ID.test(raw) ? raw : "";
}
