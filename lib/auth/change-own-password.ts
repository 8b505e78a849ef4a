import "server-only";
import { actorOf } from "../audit/audit-actor.ts";
import { recordAudit } from "../audit/store/audit-chain.ts";
import { db } from "../db/client.ts";
import { DomainErrors } from "../errors/domain-error.ts";
import { currentPasswordWrong, newPasswordRefused, passwordChangeForUsersOnly } from "../errors/catalogue.ts";
import { checkAuthThrottle, verifyThrottled } from "./auth-throttle.ts";
import type { ChangePasswordInput } from "./change-password-schema.ts";
import { hashPassword } from "./password.ts";
import { checkPasswordPolicy } from "./password-policy.ts";
import { forgetCachedPrincipals } from "./principal-cache.ts";
import type { Principal } from "./principal.ts";
import { endUserSessions } from "./sessions/end-sessions.ts";
import { checkCredentials } from "./verify-credentials.ts";

/** Where the attempt comes from, for the sign-in throttle a wrong current password counts against. */
export interface PasswordChangeOrigin {
  ip: string;
  requestId?: string;
}

/**
 * A user changes their own password: the current one is checked like a sign-in (a wrong one counts as a
 * failed attempt, and a locked-out name is refused), the new one must pass the password policy and differ
 * from the current one. Stores its hash, ends a one-time password and the user's other console sessions,
 * audits the change ("changed" only) and drops the user's cached credentials, all or nothing.
 */
export async function changeOwnPassword(
  principal: Principal,
  input: ChangePasswordInput,
  origin: PasswordChangeOrigin,
): Promise<{ mustChangePassword: false }> {
  if (principal.kind !== "USER") throw passwordChangeForUsersOnly();
  const attempt = {
    username: principal.username,
    ip: origin.ip,
    path: "password-change" as const,
    requestId: origin.requestId,
  };
  await checkAuthThrottle(attempt);
  const verified = await verifyThrottled(attempt, async () => {
    const checked = await checkCredentials(principal.username, input.currentPassword, "USER", principal.via);
    return checked && checked.principal.userId === principal.userId
      ? { ...checked.principal, checkedHash: checked.passwordHash }
      : null;
  });
  if (!verified) throw currentPasswordWrong();

  const reasons = checkPasswordPolicy(input.newPassword, principal.username);
  if (input.newPassword === input.currentPassword) reasons.push("must differ from the current password");
  const [first, ...rest] = reasons.map((reason) => newPasswordRefused(reason));
  if (first) throw new DomainErrors([first, ...rest]);

  const passwordHash = await hashPassword(input.newPassword);
  await db.$transaction(async (tx) => {
    // Conditional on the hash the current password matched: a concurrent change wins, this one refuses.
    const { count } = await tx.user.updateMany({
      where: { id: principal.userId, passwordHash: verified.checkedHash },
      data: { passwordHash, mustChangePassword: false },
    });
    if (count !== 1) throw currentPasswordWrong();
    // Whoever else held the old password is signed out; the session that changed it stays.
    await endUserSessions(tx, principal.userId, "password-changed", principal.sessionId);
    await recordAudit(tx, actorOf(principal), {
      entity: "user",
      entityId: principal.userId,
      action: "password.change",
      before: { mustChangePassword: principal.mustChangePassword === true },
      after: { mustChangePassword: false },
      changedSecrets: ["password"],
    });
  });
  forgetCachedPrincipals(principal.userId);
  return { mustChangePassword: false };
}
