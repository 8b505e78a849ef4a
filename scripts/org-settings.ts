// npm run org:settings -- --org <id> [--client-auto-approve OFF|APPROVERS|WRITERS] [--patch '<json>']
// Shows an organization's settings and changes those an administrator may (lib/orgs/schemas.ts, the same
// schema and function as PATCH /v2/admin/settings and the settings page), audited as the system: for
// set-up scripts, such as clientAutoApprove = WRITERS for a drop-in deployment.
import { parseArgs } from "node:util";
import type { AccessGroup } from "../lib/auth/access-groups.ts";
import type { Principal } from "../lib/auth/principal.ts";
import { loadAppEnv } from "./lib.mjs";
import { runRefusable } from "./run-refusable.ts";

const USAGE =
  "usage: npm run org:settings -- --org <id> [--client-auto-approve OFF|APPROVERS|WRITERS] [--patch '<json>']";
const { values } = parseArgs({
  options: { org: { type: "string" }, "client-auto-approve": { type: "string" }, patch: { type: "string" } },
});
const orgId = Number(values.org);
if (!Number.isInteger(orgId) || orgId <= 0) {
  console.error(USAGE);
  process.exit(2);
}
let patch: Record<string, unknown> = {};
try {
  if (values.patch !== undefined) patch = JSON.parse(values.patch) as Record<string, unknown>;
} catch {
  console.error(`--patch is not JSON. ${USAGE}`);
  process.exit(2);
}

loadAppEnv();
// Imported once the environment is loaded: the app's database client is made from DATABASE_URL on import.
const { db } = await import("../lib/db/client.ts");
const { getOrganizationSettings } = await import("../lib/orgs/get-organization-settings.ts");
const { updateOrganizationSettings } = await import("../lib/orgs/update-organization-settings.ts");
const operator: Principal = {
  userId: 0,
  username: "system",
  displayName: "npm run org:settings",
  kind: "USER",
  orgId,
  access: new Set<AccessGroup>(["admin"]),
  via: "system",
};
await runRefusable("org:settings", db, async () => {
  if (!(await db.organization.findUnique({ where: { id: orgId }, select: { id: true } }))) {
    console.error(`organization ${orgId} does not exist`);
    process.exitCode = 1;
  } else {
    const policy = values["client-auto-approve"];
    if (policy !== undefined || values.patch !== undefined)
      await updateOrganizationSettings(
        operator,
        policy === undefined ? patch : { ...patch, clientAutoApprove: policy },
      );
    console.log(JSON.stringify({ orgId, ...(await getOrganizationSettings(orgId)) }));
  }
});
