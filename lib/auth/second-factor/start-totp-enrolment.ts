import "server-only";
import { assertRecentSignIn } from "../sessions/recent-sign-in.ts";
import QRCode from "qrcode";
import type { Principal } from "../principal.ts";
import { db } from "../../db/client.ts";
import { totpAlreadyEnabled } from "../../errors/catalogue.ts";
import { assertUser } from "./second-factor-status.ts";
import { newTotpSecret, totpUri } from "./totp.ts";
import { sealTotpSecret } from "./totp-secrets.ts";

export interface TotpEnrolment {
  /** Base32, for typing into an app that cannot scan. */
  secret: string;
  otpauthUri: string;
  /** The URI as a QR code: a PNG data URL. */
  qrCode: string;
}

/**
 * Starts (or starts over) setting up an authenticator app: a new secret, sealed as the pending one until a
 * code of it confirms it. Refused while one is set up: removing it comes first.
 */
export async function startTotpEnrolment(principal: Principal): Promise<TotpEnrolment> {
  assertUser(principal);
  assertRecentSignIn(principal);
  const secret = newTotpSecret();
  const sealed = sealTotpSecret(secret, principal, "User.totpPendingSecretEnc");
  const { count } = await db.user.updateMany({
    where: { id: principal.userId, totpConfirmedAt: null },
    data: { totpPendingSecretEnc: sealed },
  });
  if (count !== 1) throw totpAlreadyEnabled();
  const otpauthUri = totpUri(secret, principal.username);
  const qrCode = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: "M", margin: 2, width: 240 });
  return { secret, otpauthUri, qrCode };
}
