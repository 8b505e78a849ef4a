import { createAdminUserSchema, updateAdminUserSchema, userListQuerySchema } from "../../../admin/users/schemas.ts";
import {
  lastActiveAdmin,
  ownAccessGroupsUnchangeable,
  ownDeactivationRefused,
  ownPasswordResetRefused,
  userNotFound,
  usernameTaken,
} from "../../../errors/catalogue.ts";
import {
  documented,
  ok,
  operationGroup,
  queried,
  resourceOperations,
  type OperationDefaults,
  type OperationDoc,
  type ResourceAddress,
  type ResourceOperation,
} from "../operation-doc.ts";
import {
  adminUserPageSchema,
  adminUserResultSchema,
  adminUserWithPasswordSchema,
} from "../responses/v2-admin-user-responses.ts";
import { V2_ADMIN } from "./v2-groups.ts";

const ADMIN_USERS: OperationDefaults = { tag: "Administration: users (v2)", ...V2_ADMIN };
// demo.viewer on a fresh demo database.
const DEMO_USER: ResourceAddress = {
  path: "/v2/admin/users/{id}",
  pathParams: { id: "3" },
  notFound: userNotFound(),
};
export const SCOPE = "Users of the caller's organization only: another organization's user, or an API client, is 404.";

type DemoUserOperation = ResourceOperation & Pick<OperationDoc, "method" | "operationId" | "summary" | "success">;

/** Operations on the demo user that other files document (its sessions, its second factor). */
export const demoUserOperations = (operations: readonly DemoUserOperation[]): OperationDoc[] =>
  operationGroup(ADMIN_USERS, resourceOperations(DEMO_USER, operations));

export const v2AdminUserOperations: OperationDoc[] = operationGroup(ADMIN_USERS, [
  {
    method: "get",
    path: "/v2/admin/users",
    operationId: "listAdminUsers",
    summary: "The organization's users",
    description:
      "By username; `q` matches part of the username or display name (case-insensitive), `status` keeps one " +
      "status. API clients are listed under /v2/admin/api-clients.",
    ...queried(userListQuerySchema, { q: "demo", status: "ACTIVE", limit: "20" }),
    success: ok("One page of users.", adminUserPageSchema),
  },
  {
    method: "post",
    path: "/v2/admin/users",
    operationId: "createAdminUser",
    summary: "Add a user with a one-time password",
    description:
      "The answer carries the one-time password once (never stored in clear, never shown again); the user must " +
      "change it (POST /v2/me/password) before any other call. Usernames are unique across organizations. " +
      "The display name defaults to the username.",
    body: {
      schema: createAdminUserSchema,
      example: { username: "store.auditor", displayName: "Store Auditor", accessGroups: ["default", "points.read"] },
    },
    success: ok("The user and its one-time password.", adminUserWithPasswordSchema),
    errors: documented(usernameTaken("demo.maker")),
  },
  ...resourceOperations(DEMO_USER, [
    {
      method: "get",
      operationId: "getAdminUser",
      summary: "One user",
      description: SCOPE,
      success: ok("The user.", adminUserResultSchema),
    },
    {
      method: "patch",
      operationId: "updateAdminUser",
      summary: "Change a user's access groups, status or display name",
      description:
        `${SCOPE} \`status\` DEACTIVATED refuses the user's very next call (Basic, tokens, console) and ends its ` +
        "OAuth tokens and console sessions; ACTIVE reactivates. Nobody changes their own access groups or deactivates themselves (403), " +
        "and the organization's last active admin can neither be deactivated nor lose admin (409).",
      body: { schema: updateAdminUserSchema, example: { displayName: "Demo Viewer", accessGroups: ["default"] } },
      success: ok("The user as changed.", adminUserResultSchema),
      errors: documented(ownAccessGroupsUnchangeable(), ownDeactivationRefused(), lastActiveAdmin("deactivate")),
    },
    {
      method: "post",
      subpath: "/reset-password",
      operationId: "resetAdminUserPassword",
      summary: "Give a user a new one-time password",
      description:
        `${SCOPE} The old password, the user's OAuth tokens and console sessions stop working; the answer carries the new one-time ` +
        "password once. Not for oneself: use POST /v2/me/password.",
      success: ok("The user and its new one-time password.", adminUserWithPasswordSchema),
      errors: documented(ownPasswordResetRefused()),
    },
  ]),
]);
