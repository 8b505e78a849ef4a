import "server-only";
import { openSecret, sealSecret } from "../../crypto/secret-box.ts";

// TOTP secrets are sealed at rest, bound to their user row and column: a value copied elsewhere does not open.
export type TotpSecretField = "User.totpSecretEnc" | "User.totpPendingSecretEnc";

interface SecretOwner {
  orgId: number;
  userId: number;
}

export const sealTotpSecret = (secret: string, owner: SecretOwner, field: TotpSecretField) =>
  sealSecret(secret, { orgId: owner.orgId, field, rowId: owner.userId });

export const openTotpSecret = (sealed: string, owner: SecretOwner, field: TotpSecretField) =>
  openSecret(sealed, { orgId: owner.orgId, field, rowId: owner.userId }, field);
