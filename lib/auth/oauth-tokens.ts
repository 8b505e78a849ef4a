import { createHash, randomBytes } from "node:crypto";
import { db } from "../db/client.ts";
import { oauthTokenTtlSeconds } from "../config/env.ts";
import { authenticationFailed } from "../errors/common-errors.ts";
import { verifyCredentials } from "../users/verify-credentials.ts";
import { principalFromUser, type Principal } from "./principal.ts";

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

/** Key and secret of an API client to a short-lived bearer token; only its hash is stored. */
export async function generateOAuthToken(key: string, secret: string) {
  const client = await verifyCredentials(key, secret, "API_CLIENT", "oauth");
  if (!client) throw authenticationFailed();
  const ttlSeconds = oauthTokenTtlSeconds();
  const accessToken = randomBytes(32).toString("base64url");
  const now = Date.now();
  await db.oAuthToken.deleteMany({ where: { expiresAt: { lt: new Date(now - 86_400_000) } } });
  await db.oAuthToken.create({
    data: { tokenHash: sha256(accessToken), userId: client.userId, expiresAt: new Date(now + ttlSeconds * 1000) },
  });
  return { accessToken, ttlSeconds };
}

export async function principalForToken(token: string): Promise<Principal | null> {
  if (!token || token.length > 200) return null;
  const row = await db.oAuthToken.findUnique({ where: { tokenHash: sha256(token) }, include: { user: true } });
  if (!row || row.expiresAt.getTime() <= Date.now() || !row.user.active) return null;
  return principalFromUser(row.user, "oauth");
}
