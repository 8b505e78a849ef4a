// npm run admin:create -- --org <id> --org-name <name> --username <name> [--display-name <name>]
// Creates the first administrator (and the organization when it does not exist yet) in a production
// database. The password is read from ADMIN_PASSWORD or asked for on the terminal; never from argv.
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { appEnv } from "../lib/config/env.ts";
import { createDb } from "../lib/db/client.ts";
import { ACCESS_GROUPS } from "../lib/auth/access-groups.ts";
import { createUser } from "../lib/users/create-user.ts";

const { values } = parseArgs({
  options: {
    org: { type: "string" },
    "org-name": { type: "string" },
    username: { type: "string" },
    "display-name": { type: "string" },
  },
});
const orgId = Number(values.org);
if (!Number.isInteger(orgId) || orgId <= 0 || !values.username) {
  console.error(
    "usage: npm run admin:create -- --org <id> [--org-name <name>] --username <name> [--display-name <name>]",
  );
  process.exit(2);
}

async function readPassword(): Promise<string> {
  const { ADMIN_PASSWORD } = appEnv();
  if (ADMIN_PASSWORD) return ADMIN_PASSWORD;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const password = await rl.question("Password for the new admin (at least 10 characters): ");
  rl.close();
  return password;
}

const db = createDb();
try {
  const org = await db.organization.findUnique({ where: { id: orgId } });
  if (!org) {
    if (!values["org-name"]) throw new Error(`organization ${orgId} does not exist: pass --org-name to create it`);
    await db.organization.create({ data: { id: orgId, name: values["org-name"] } });
    console.log(`created organization ${orgId} "${values["org-name"]}"`);
  }
  const user = await createUser(db, {
    orgId,
    username: values.username,
    displayName: values["display-name"] ?? values.username,
    password: await readPassword(),
    // Every group but readonly, which only narrows what its holder may do.
    access: ACCESS_GROUPS.filter((group) => group !== "readonly"),
  });
  console.log(`created admin ${user.username} (id ${user.id}) in organization ${orgId}`);
} catch (error) {
  console.error(`admin:create failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
