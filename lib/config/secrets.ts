/**
 * The signing secret of browser sessions. `npm start` provides one in demo mode (kept in the data folder)
 * and refuses a production start without an explicit AUTH_SECRET, so a missing value here is a set-up bug.
 */
export function authSecret(): string {
  const secret = process.env.AUTH_SECRET ?? process.env.NEXTAUTH_SECRET;
  if (!secret || secret.length < 16) {
    throw new Error("AUTH_SECRET is not set (at least 16 characters); start the app with `npm start`.");
  }
  return secret;
}

export const oauthTokenTtlSeconds = () => Number(process.env.OAUTH_TOKEN_TTL_SECONDS ?? 300) || 300;
