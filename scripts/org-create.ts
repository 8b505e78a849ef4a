// npm run org:create -- --name "<name>" --admin <username> [--parent <orgId>] [--json]
// Creates an organization (a connected child of --parent when given) and its first administrator with a
// one-time password, printed once here and stored only as its hash; the admin must change it at first
// sign-in and does everything else in the console or the admin API. With --json the last line of output
// is {"orgId": N, "username": "...", "password": "..."}.
import { parseArgs } from "node:util";
import { loadAppEnv } from "./lib.mjs";
import { runRefusable } from "./run-refusable.ts";

const USAGE = 'usage: npm run org:create -- --name "<name>" --admin <username> [--parent <orgId>] [--json]';
let values: { name?: string; admin?: string; parent?: string; json?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      name: { type: "string" },
      admin: { type: "string" },
      parent: { type: "string" },
      json: { type: "boolean" },
    },
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
const parentId = values.parent === undefined ? undefined : Number(values.parent);
if (
  !values.name?.trim() ||
  !values.admin ||
  (parentId !== undefined && !(Number.isInteger(parentId) && parentId > 0))
) {
  console.error(USAGE);
  process.exit(2);
}

loadAppEnv();
// Imported once the environment is loaded: the app's database client is made from DATABASE_URL on import.
const { db } = await import("../lib/db/client.ts");
const { createOrganization } = await import("../lib/orgs/create-organization.ts");
const wanted = { name: values.name, adminUsername: values.admin, parentId };
await runRefusable("org:create", db, async () => {
  const created = await createOrganization(wanted);
  console.log(
    `created organization ${created.orgId} "${wanted.name.trim()}"${parentId ? ` (child of ${parentId})` : ""}`,
  );
  console.log(`first admin: ${created.username}`);
  console.log(`one-time password (shown only now; it must be changed at first sign-in): ${created.password}`);
  // Spelled as the documentation shows it; any JSON parser reads it.
  if (values.json)
    console.log(
      `{"orgId": ${created.orgId}, "username": ${JSON.stringify(created.username)}, "password": ${JSON.stringify(created.password)}}`,
    );
});
