import { db } from "../db/client.ts";
import { blockedForChildOrg } from "./errors.ts";

/** The settings of the caller's organization that govern requests. */
export async function getRequestOrg(orgId: number) {
  return db.organization.findUniqueOrThrow({ where: { id: orgId }, select: { id: true, kind: true, autoApproval: true } });
}

/** Spec rule: in a connected group only the parent adds requests; a child is blocked with 9021. */
export function assertNotChildOrg(org: { kind: string }): void {
  if (org.kind === "CONNECTED_CHILD") throw blockedForChildOrg();
}
