import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "../db/client.ts";
import { oauthTokenTtlSeconds } from "../config/env.ts";
import { verifyClientSecret } from "./verify-client-secret.ts";
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
  const verified = await verifyThrottled({ username: key, ip, path: "oauth-token", requestId }, async () => {
    const found = await verifyClientSecret(key, secret);
    return found && { ...found.principal, expiresAt: found.expiresAt };
  });
  if (!verified) throw authenticationFailed();
  const now = Date.now();
  // A token never outlives its client: one issued shortly before the client expires ends with it.
  const expiresAt = Math.min(now + oauthTokenTtlSeconds() * 1000, verified.expiresAt?.getTime() ?? Infinity);
  const ttlSeconds = Math.ceil((expiresAt - now) / 1000);
  const accessToken = randomBytes(32).toString("base64url");
  await db.oAuthToken.deleteMany({ where: { expiresAt: { lt: new Date(now - 86_400_000) } } });
  await db.oAuthToken.create({
    data: { tokenHash: sha256(accessToken), userId: verified.userId, expiresAt: new Date(expiresAt) },
  });
  await db.user.update({ where: { id: verified.userId }, data: { lastUsedAt: new Date(now) } });
  await recordAuthEvent({
    type: "token.issued",
    ip,
    username: verified.username,
    userId: verified.userId,
    orgId: verified.orgId,
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
