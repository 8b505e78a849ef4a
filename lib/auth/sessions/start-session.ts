import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "../../db/client.ts";
import { signInContext } from "../sign-in/sign-in-context.ts";
import type { SignedInUser } from "../sign-in/signed-in-user.ts";

/** Records the console session a sign-in opens and answers its id, which the session cookie carries. */
export async function startSession(user: SignedInUser): Promise<string> {
  const userId = Number(user.id);
  const { ip, userAgent } = signInContext();
  const owner = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { orgId: true, org: { select: { sessionMaxHours: true } } },
  });
  const id = randomBytes(24).toString("base64url");
  await db.userSession.create({
    data: {
      id,
      userId,
      orgId: owner.orgId,
      method: user.method,
      secondFactor: user.secondFactor,
      expiresAt: new Date(Date.now() + owner.org.sessionMaxHours * 3_600_000),
      userAgent: userAgent.slice(0, 500),
      ip,
    },
  });
  return id;
}
