import "server-only";
import { z } from "zod";
import type { AuditActor } from "../audit/audit-actor.ts";
import { recordAudit } from "../audit/store/audit-chain.ts";
import { generateOneTimePassword } from "../auth/one-time-password.ts";
import { db, type Tx } from "../db/client.ts";
import { isUniqueViolation } from "../db/prisma-errors.ts";
import {
  invalidInput,
  organizationNameTaken,
  parentOrganizationIsChild,
  parentOrganizationUnknown,
  usernameTaken,
} from "../errors/catalogue.ts";
import { createUser, createUserSchema } from "../users/create-user.ts";
import { describeIssue, joinPath } from "../validation/describe-issue.ts";

export const createOrganizationSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    adminUsername: createUserSchema.shape.username,
    parentId: z.number().int().positive().optional(),
  })
  .strict();
export type CreateOrganizationInput = z.input<typeof createOrganizationSchema>;

export interface CreatedOrganization {
  orgId: number;
  username: string;
  /** The first admin's one-time password: shown once, stored only as its slow hash. */
  password: string;
}

const systemActor = (orgId: number): AuditActor => ({ orgId, userId: null, username: "system", kind: "SYSTEM" });
const ID_ATTEMPTS = 5;

/**
 * A new organization (the next free id; a connected child of `parentId`, whose parent becomes a connected
 * parent) and its first administrator with a one-time password, in one transaction with their audit
 * entries. A taken name (in any letter case) or username, or an unusable parent, is refused and nothing is
 * written. No program or other catalogue entry is made: the new administrator does that.
 */
export async function createOrganization(input: CreateOrganizationInput): Promise<CreatedOrganization> {
  const parsed = createOrganizationSchema.safeParse(input);
  if (!parsed.success) {
    const [first] = parsed.error.issues;
    throw invalidInput(describeIssue(first), joinPath(first.path) || undefined);
  }
  const { name, adminUsername, parentId } = parsed.data;
  const password = generateOneTimePassword();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const orgId = await db.$transaction((tx) => createInTx(tx, name, adminUsername, parentId, password));
      return { orgId, username: adminUsername, password };
    } catch (error) {
      // Two creations took the same next id: the loser tries the next one. A taken username is the user's.
      if (!isUniqueViolation(error)) throw error;
      if (await db.user.findUnique({ where: { username: adminUsername }, select: { id: true } }))
        throw usernameTaken(adminUsername);
      if (attempt >= ID_ATTEMPTS) throw error;
    }
  }
}

async function createInTx(tx: Tx, name: string, username: string, parentId: number | undefined, password: string) {
  // Organizations are few; comparing their names here works alike on both databases.
  const names = await tx.organization.findMany({ select: { name: true } });
  if (names.some((org) => org.name.trim().toLowerCase() === name.toLowerCase())) throw organizationNameTaken(name);
  if (await tx.user.findUnique({ where: { username }, select: { id: true } })) throw usernameTaken(username);
  if (parentId !== undefined) await makeParent(tx, parentId);

  const last = await tx.organization.findFirst({ orderBy: { id: "desc" }, select: { id: true } });
  const org = await tx.organization.create({
    data: {
      id: (last?.id ?? 0) + 1,
      name,
      kind: parentId === undefined ? "STANDARD" : "CONNECTED_CHILD",
      parentId: parentId ?? null,
    },
  });
  await recordAudit(tx, systemActor(org.id), {
    entity: "organization",
    entityId: org.id,
    action: "create",
    after: { name: org.name, kind: org.kind, parentId: org.parentId },
  });
  await createUser(
    tx,
    { orgId: org.id, username, displayName: username, password, access: ["admin"] },
    { mustChangePassword: true },
  );
  return org.id;
}

/** The parent of a new connected child: it must exist and not be a child itself; a standard one becomes a parent. */
async function makeParent(tx: Tx, parentId: number): Promise<void> {
  const parent = await tx.organization.findUnique({ where: { id: parentId }, select: { kind: true } });
  if (!parent) throw parentOrganizationUnknown(String(parentId));
  if (parent.kind === "CONNECTED_CHILD") throw parentOrganizationIsChild(String(parentId));
  if (parent.kind === "CONNECTED_PARENT") return;
  await tx.organization.update({ where: { id: parentId }, data: { kind: "CONNECTED_PARENT" } });
  await recordAudit(tx, systemActor(parentId), {
    entity: "organization",
    entityId: parentId,
    action: "update",
    before: { kind: parent.kind },
    after: { kind: "CONNECTED_PARENT" },
  });
}
