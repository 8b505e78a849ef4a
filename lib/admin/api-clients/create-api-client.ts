import "server-only";
import { hashPassword } from "../../auth/password.ts";
import type { Principal } from "../../auth/principal.ts";
import { db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/prisma-errors.ts";
import { newAccountRow } from "../new-account.ts";
import { auditApiClientChange } from "./api-client-audit.ts";
import { API_CLIENT_SELECT, type ApiClientRow } from "./api-client-view.ts";
import { generateClientKey, generateClientSecret } from "./client-credentials.ts";
import type { CreateApiClientInput } from "./schemas.ts";

// A generated key that happens to be taken is drawn again; three draws of 100 bits never all collide.
const KEY_DRAWS = 3;

/** Creates an API client of the caller's organization; its secret is returned once and stored only hashed. */
export async function createApiClient(
  principal: Principal,
  input: CreateApiClientInput,
): Promise<{ client: ApiClientRow; secret: string }> {
  const secret = generateClientSecret();
  const passwordHash = await hashPassword(secret);
  for (let draw = 1; ; draw += 1) {
    const account = newAccountRow(principal, {
      kind: "API_CLIENT",
      username: generateClientKey(),
      displayName: input.name,
      accessGroups: input.accessGroups,
      passwordHash,
    });
    try {
      const client = await db.$transaction(async (tx) => {
        const data = { ...account, expiresAt: input.expiresAt ?? null };
        const row = await tx.user.create({ data, select: API_CLIENT_SELECT });
        await auditApiClientChange(tx, principal, "create", row.id, null, row, true);
        return row;
      });
      return { client, secret };
    } catch (error) {
      if (!isUniqueViolation(error) || draw >= KEY_DRAWS) throw error;
    }
  }
}
