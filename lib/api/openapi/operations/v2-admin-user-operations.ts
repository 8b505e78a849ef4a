import { createAdminUserSchema, updateAdminUserSchema, userListQuerySchema } from "../../../admin/users/schemas.ts";
import {
  lastActiveAdmin,
  ownAccessGroupsUnchangeable,
  ownDeactivationRefused,
  ownPasswordResetRefused,
  userNotFound,
  usernameTaken,
} from "../../../errors/catalogue.ts";
import { v2ErrorEnvelope } from "../error-envelopes.ts";
import { documented, type OperationDoc } from "../operation-doc.ts";
import {
  adminUserPageSchema,
  adminUserResultSchema,
  adminUserWithPasswordSchema,
} from "../responses/v2-admin-user-responses.ts";

const TAG = "Administration: users (v2)";
// demo.viewer on a fresh demo database.
const DEMO_USER = { id: "3" };
const SCOPE = "Users of the caller's organization only: another organization's user, or an API client, is 404.";

export const v2AdminUserOperations: OperationDoc[] = [
  {
    method: "get",
    path: "/v2/admin/users",
    operationId: "listAdminUsers",
    tag: TAG,
    summary: "The organization's users",
    description:
      "By username; `q` matches part of the username or display name (case-insensitive), `status` keeps one " +
      "status. API clients are listed under /v2/admin/api-clients.",
    access: "admin",
    envelope: v2ErrorEnvelope,
    query: [userListQuerySchema],
    queryExample: { q: "demo", status: "ACTIVE", limit: "20" },
    success: { status: 200, description: "One page of users.", schema: adminUserPageSchema },
    errors: [],
  },
  {
    method: "post",
    path: "/v2/admin/users",
    operationId: "createAdminUser",
    tag: TAG,
    summary: "Add a user with a one-time password",
    description:
      "The answer carries the one-time password once (never stored in clear, never shown again); the user must " +
      "change it (POST /v2/me/password) before any other call. Usernames are unique across organizations. " +
      "The display name defaults to the username.",
    access: "admin",
    envelope: v2ErrorEnvelope,
    body: {
      schema: createAdminUserSchema,
      example: { username: "store.auditor", displayName: "Store Auditor", accessGroups: ["default", "points.read"] },
    },
    success: { status: 200, description: "The user and its one-time password.", schema: adminUserWithPasswordSchema },
    errors: documented(usernameTaken("demo.maker")),
  },
  {
    method: "get",
    path: "/v2/admin/users/{id}",
    operationId: "getAdminUser",
    tag: TAG,
    summary: "One user",
    description: SCOPE,
    access: "admin",
    envelope: v2ErrorEnvelope,
    pathParams: DEMO_USER,
    success: { status: 200, description: "The user.", schema: adminUserResultSchema },
    errors: documented(userNotFound()),
  },
  {
    method: "patch",
    path: "/v2/admin/users/{id}",
    operationId: "updateAdminUser",
    tag: TAG,
    summary: "Change a user's access groups, status or display name",
    description:
      `${SCOPE} \`status\` DEACTIVATED refuses the user's very next call (Basic, tokens, console) and ends its ` +
      "OAuth tokens and console sessions; ACTIVE reactivates. Nobody changes their own access groups or deactivates themselves (403), " +
      "and the organization's last active admin can neither be deactivated nor lose admin (409).",
    access: "admin",
    envelope: v2ErrorEnvelope,
    pathParams: DEMO_USER,
    body: { schema: updateAdminUserSchema, example: { displayName: "Demo Viewer", accessGroups: ["default"] } },
    success: { status: 200, description: "The user as changed.", schema: adminUserResultSchema },
    errors: documented(
      userNotFound(),
      ownAccessGroupsUnchangeable(),
      ownDeactivationRefused(),
      lastActiveAdmin("deactivate"),
    ),
  },
  {
    method: "post",
    path: "/v2/admin/users/{id}/reset-password",
    operationId: "resetAdminUserPassword",
    tag: TAG,
    summary: "Give a user a new one-time password",
    description:
      `${SCOPE} The old password, the user's OAuth tokens and console sessions stop working; the answer carries the new one-time ` +
      "password once. Not for oneself: use POST /v2/me/password.",
    access: "admin",
    envelope: v2ErrorEnvelope,
    pathParams: DEMO_USER,
    success: {
      status: 200,
      description: "The user and its new one-time password.",
      schema: adminUserWithPasswordSchema,
    },
    errors: documented(userNotFound(), ownPasswordResetRefused()),
  },
];
