import "server-only";
import { actorOf } from "../../audit/audit-actor.ts";
import { recordAudit } from "../../audit/store/audit-chain.ts";
import { db } from "../../db/client.ts";
import { authenticationCodeWrong, totpNotEnabled } from "../../errors/catalogue.ts";
import type { Principal } from "../principal.ts";
import { acceptSecondFactorCode } from "./accept-code.ts";
import { checkCodeThrottled, type CodeOrigin } from "./check-code-throttled.ts";
import { replaceRecoveryCodes } from "./recovery-codes.ts";
import type { SecondFactorCodeInput } from "./second-factor-schemas.ts";
import { assertUser } from "./second-factor-status.ts";

/** Ten new recovery codes, answered once, for a current authentication code; the old set stops working. */
export async function regenerateRecoveryCodes(
  principal: Principal,
  input: SecondFactorCodeInput,
  origin: CodeOrigin,
): Promise<{ recoveryCodes: string[] }> {
  assertUser(principal);
  const user = await db.user.findUniqueOrThrow({ where: { id: principal.userId }, select: { totpConfirmedAt: true } });
  if (!user.totpConfirmedAt) throw totpNotEnabled();
  const accepted = await checkCodeThrottled(principal, origin, () => acceptSecondFactorCode(principal, input.code));
  if (!accepted) throw authenticationCodeWrong();
  const recoveryCodes = await db.$transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, principal.userId);
    await recordAudit(tx, actorOf(principal), {
      entity: "user",
      entityId: principal.userId,
      action: "second-factor.recovery-codes",
      changedSecrets: ["recoveryCodes"],
    });
    return codes;
  });
  return { recoveryCodes };
}
