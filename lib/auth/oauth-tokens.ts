import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "../db/client.ts";
import { oauthTokenTtlSeconds } from "../config/env.ts";
import { verifyCredentials } from "./verify-credentials.ts";
import { recordAuthEvent } from "./auth-events.ts";
import { verifyThrottled } from "./auth-throttle.ts";
import { principalFromUser, type Principal } from "./principal.ts";
import { recordClientUse } from "./record-sign-in.ts";
import { mayAct } from "./user-standing.ts";
import { authenticationFailed } from "../errors/catalogue.ts";

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Key and secret of an API client to a short-lived bearer token; only its hash is stored. `ip` is the
 * caller's, `requestId` the call's (for the security event of its issuance).
 */
export async function generateOAuthToken(key: string, secret: string, ip: string, requestId?: string) {
  const client = await verifyThrottled({ username: key, ip, path: "oauth-token", requestId }, () =>
    verifyCredentials(key, secret, "API_CLIENT", "oauth"),
  );
  if (!client) throw authenticationFailed();
  const ttlSeconds = oauthTokenTtlSeconds();
  const accessToken = randomBytes(32).toString("base64url");
  const now = Date.now();
  await db.oAuthToken.deleteMany({ where: { expiresAt: { lt: new Date(now - 86_400_000) } } });
  await db.oAuthToken.create({
    data: { tokenHash: sha256(accessToken), userId: client.userId, expiresAt: new Date(now + ttlSeconds * 1000) },
  });
  await recordAuthEvent({
    type: "token.issued",
    ip,
    username: client.username,
    userId: client.userId,
    orgId: client.orgId,
    ttlSeconds,
    requestId,
  });
  return { accessToken, ttlSeconds };
}

/**
 * The principal of a live token. The token row and its client are read on every call (no cache), so a
 * revoked, deactivated or expired client is refused on the very next call on every instance.
 */
export async function principalForToken(token: string): Promise<Principal | null> {
  if (!token || token.length > 200) return null;
  const row = await db.oAuthToken.findUnique({ where: { tokenHash: sha256(token) }, include: { user: true } });
  const now = new Date();
  if (!row || row.expiresAt <= now || !mayAct(row.user, now.getTime())) return null;
  await recordClientUse(row.user, now);
  return principalFromUser(row.user, "oauth");
}
