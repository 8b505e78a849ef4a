import { verifyPassword } from "../../lib/auth/password.ts";
import type { Db } from "../../lib/db/client.ts";
import { DEMO_API_CLIENT, DEMO_AUDITOR, USERS } from "./seed-demo-data.ts";

/**
 * The demo accounts (users and the OAuth client) that are active and still take their public password
 * (shared/demo-data.md): a production server must not serve them. One deactivated or given another
 * password is no longer a risk.
 */
export async function findLiveDemoAccounts(db: Db): Promise<string[]> {
  const credentials = [...USERS, DEMO_API_CLIENT, DEMO_AUDITOR];
  const rows = await db.user.findMany({
    where: { username: { in: credentials.map((c) => c.username) }, active: true },
    select: { username: true, passwordHash: true },
  });
  const live: string[] = [];
  for (const row of rows) {
    const publicPassword = credentials.find((c) => c.username === row.username)?.password ?? "";
    if (await verifyPassword(publicPassword, row.passwordHash)) live.push(row.username);
  }
  return live.sort();
}

/** Deactivates the live demo accounts (their history stays) and ends their OAuth tokens; returns them. */
export async function retireDemoAccounts(db: Db): Promise<string[]> {
  const live = await findLiveDemoAccounts(db);
  await db.$transaction([
    db.oAuthToken.deleteMany({ where: { user: { username: { in: live } } } }),
    db.user.updateMany({ where: { username: { in: live } }, data: { active: false } }),
  ]);
  return live;
}
