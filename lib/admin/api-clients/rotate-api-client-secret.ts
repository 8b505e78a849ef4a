import "server-only";
import { hashPassword } from "../../auth/password.ts";
import { forgetCachedPrincipals } from "../../auth/principal-cache.ts";
import type { Principal } from "../../auth/principal.ts";
import { db } from "../../db/client.ts";
import { apiClientNotFound } from "../../errors/catalogue.ts";
import { auditApiClientChange } from "./api-client-audit.ts";
import { API_CLIENT_SELECT, type ApiClientRow } from "./api-client-view.ts";
import { generateClientSecret } from "./client-credentials.ts";
import { liveClientWhere, refusalForMissedWrite } from "./client-guards.ts";
import type { RotateApiClientInput } from "./schemas.ts";

/**
 * Gives a client a new secret, which works at once. The one it replaces keeps getting tokens for
 * `overlapSeconds` (0: stops now), so the client's systems can switch over; tokens already issued (with
 * the old secret) end with the overlap at the latest, so a rotation after a leak also ends the leaked
 * secret's tokens. The secret is returned once and stored only hashed.
 */
export async function rotateApiClientSecret(
  principal: Principal,
  id: number,
  { overlapSeconds }: RotateApiClientInput,
): Promise<{ client: ApiClientRow; secret: string }> {
  const secret = generateClientSecret();
  const passwordHash = await hashPassword(secret);
  const client = await db.$transaction(async (tx) => {
    const before = await tx.user.findFirst({
      where: { id: Number.isSafeInteger(id) ? id : -1, orgId: principal.orgId, kind: "API_CLIENT" },
      select: { ...API_CLIENT_SELECT, passwordHash: true, previousPasswordUntil: true },
    });
    if (!before) throw apiClientNotFound();
    const until = overlapSeconds > 0 ? new Date(Date.now() + overlapSeconds * 1000) : null;
    // Conditional on the hash read: of two rotations at once, the later one fails rather than keep a
    // "previous" secret that was never handed out.
    const { count } = await tx.user.updateMany({
      where: { ...liveClientWhere(principal, id), passwordHash: before.passwordHash },
      data: {
        passwordHash,
        previousPasswordHash: until ? before.passwordHash : null,
        previousPasswordUntil: until,
      },
    });
    if (count === 0) return refusalForMissedWrite(tx, principal, id);
    const tokensEnd = until ?? new Date();
    await tx.oAuthToken.updateMany({
      where: { userId: id, expiresAt: { gt: tokensEnd } },
      data: { expiresAt: tokensEnd },
    });
    const row = await tx.user.findUniqueOrThrow({ where: { id }, select: API_CLIENT_SELECT });
    await auditApiClientChange(tx, principal, "rotate", id, before, { ...row, previousPasswordUntil: until }, true);
    return row;
  });
  forgetCachedPrincipals(id);
  return { client, secret };
}
