import "server-only";
import { db } from "../../db/client.ts";
import { hashRecoveryCode, normaliseRecoveryCode } from "./recovery-codes.ts";
import { totpStepOf } from "./totp.ts";
import { openTotpSecret } from "./totp-secrets.ts";

export type AcceptedCode = "totp" | "recovery";

interface CodeOwner {
  orgId: number;
  userId: number;
}

/**
 * Uses up a current TOTP code of the user's confirmed authenticator or one of their unused recovery codes.
 * Each is taken by a conditional update, so a code (or a step's code) used concurrently is accepted once:
 * a TOTP step must be later than the last one accepted, a recovery code must still be unused.
 */
export async function acceptSecondFactorCode(owner: CodeOwner, code: string): Promise<AcceptedCode | null> {
  const text = code.replace(/\s/g, "");
  if (/^\d{6}$/.test(text)) return (await acceptTotpCode(owner, text)) ? "totp" : null;
  const recovery = normaliseRecoveryCode(code);
  if (!recovery) return null;
  const { count } = await db.recoveryCode.updateMany({
    where: { userId: owner.userId, codeHash: hashRecoveryCode(recovery), usedAt: null },
    data: { usedAt: new Date() },
  });
  return count > 0 ? "recovery" : null;
}

async function acceptTotpCode(owner: CodeOwner, code: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: owner.userId }, select: { totpSecretEnc: true } });
  if (!user?.totpSecretEnc) return false;
  const step = totpStepOf(openTotpSecret(user.totpSecretEnc, owner, "User.totpSecretEnc"), code);
  if (step === null) return false;
  const { count } = await db.user.updateMany({
    where: {
      id: owner.userId,
      totpSecretEnc: user.totpSecretEnc,
      OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }],
    },
    data: { totpLastStep: step },
  });
  return count === 1;
}
