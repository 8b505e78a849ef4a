import { sessionNotFound, sessionsForUsersOnly } from "../../../errors/catalogue.ts";
import { documented, ok, type OperationDoc } from "../operation-doc.ts";
import { demoUserOperations, SCOPE } from "./v2-admin-user-operations.ts";
import { ownAccountOperations } from "./v2-groups.ts";
import {
  otherSessionsEndedSchema,
  sessionEndedSchema,
  sessionListSchema,
  userSessionsEndedSchema,
} from "../responses/v2-session-responses.ts";

const SESSIONS =
  "A console session is opened by a sign-in in the browser and ends at sign-out, after the organization's " +
  "sessionIdleMinutes without a request, sessionMaxHours after sign-in, or when ended here, by an " +
  "administrator, a deactivation or a password change. Every instance refuses an ended session at its next request.";

export const v2SessionOperations: OperationDoc[] = [
  ...ownAccountOperations([
    {
      method: "get",
      path: "/v2/me/sessions",
      operationId: "listOwnSessions",
      summary: "One's own open console sessions",
      description: `${SESSIONS} Newest first; \`current\` marks the session the call came with. Users only.`,
      success: ok("The open sessions.", sessionListSchema),
      errors: documented(sessionsForUsersOnly()),
    },
    {
      method: "delete",
      path: "/v2/me/sessions/{id}",
      operationId: "endOwnSession",
      summary: "End one of one's own console sessions",
      description:
        "Another user's session, an ended or an unknown one is 404. Ending the session the call came with signs " +
        "the caller out (`current` is true).",
      pathParams: { id: "dGhpcy1pcy1hbi1leGFtcGxlLWlk" },
      success: ok("The session ended.", sessionEndedSchema),
      errors: documented(sessionNotFound(), sessionsForUsersOnly()),
    },
    {
      method: "post",
      path: "/v2/me/sessions/end-others",
      operationId: "endOtherOwnSessions",
      summary: "Sign out of every other console session",
      description:
        "Ends every open session of the caller but the one the call came with (all of them for a Basic call).",
      success: ok("How many sessions ended.", otherSessionsEndedSchema),
      errors: documented(sessionsForUsersOnly()),
    },
  ]),
  ...demoUserOperations([
    {
      method: "post",
      subpath: "/end-sessions",
      operationId: "endAdminUserSessions",
      summary: "Sign a user out of every console session",
      description:
        `${SCOPE} Audited ` +
        "(action end-sessions) and recorded as the user's security event sessions.ended naming the administrator. " +
        "The user may sign in again; to keep them out, deactivate them.",
      success: ok("How many sessions ended.", userSessionsEndedSchema),
    },
  ]),
];
