import { db } from "../db/client.ts";

export interface Actor {
  id: number;
  username: string;
  displayName: string;
}

/** The users named by ids (requesters, reviewers), for attribution; unknown ids are simply absent. */
export async function loadActors(ids: Iterable<number | null>): Promise<Map<number, Actor>> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const users = await db.user.findMany({ where: { id: { in: wanted } }, select: { id: true, username: true, displayName: true } });
  return new Map(users.map((u) => [u.id, u]));
}
