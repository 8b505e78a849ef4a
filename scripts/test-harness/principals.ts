import type { AccessGroup } from "@/lib/auth/access-groups.ts";
import type { Principal } from "@/lib/auth/principal.ts";
import { findActivePrincipal } from "@/lib/auth/verify-credentials.ts";
import { db } from "@/lib/db/client.ts";

/** The principal of a stored user as sign-in makes it: the user's own access groups. */
export async function principalOf(username: string): Promise<Principal> {
  const user = await db.user.findUniqueOrThrow({ where: { username } });
  const principal = await findActivePrincipal(user.id, "system");
  if (!principal) throw new Error(`no principal for ${username}`);
  return principal;
}

/** A session principal of a stored user and its organization, holding `access` instead of its own groups. */
export async function principalWithAccess(username: string, access: AccessGroup[]): Promise<Principal> {
  const user = await db.user.findUniqueOrThrow({ where: { username } });
  return {
    userId: user.id,
    username,
    displayName: username,
    kind: "USER",
    orgId: user.orgId,
    access: new Set(access),
    via: "session",
  };
}
