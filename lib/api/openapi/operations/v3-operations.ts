import { tokenRequestSchema } from "../../../auth/oauth-token-schema.ts";
import {
  createTargetGroupSchema,
  findTargetGroupsQuerySchema,
  updateTargetGroupSchema,
} from "../../../target-groups/schemas.ts";
import { v3ErrorEnvelope } from "../error-envelopes.ts";
import { documented, ok, operationGroup, queried, resourceOperations, type OperationDoc } from "../operation-doc.ts";
import {
  targetGroupListResponseSchema,
  targetGroupResponseSchema,
  tokenResponseSchema,
} from "../responses/v3-responses.ts";
import {
  authenticationFailed,
  invalidTargetGroup,
  streakCountRequired,
  streaksRequired,
  targetGroupNameTaken,
  targetGroupNotFound,
  targetNameTooLong,
} from "../../../errors/catalogue.ts";
import { TARGET_GROUP_NOTES } from "../notes/v3-notes.ts";

const GROUP_ID_NOTE = "On a fresh demo database, id 1 is the group the example of POST /v3/targetGroups creates.";

const streakGroup = {
  name: "Weekend visits streak",
  description: "Visit on three weekends in a row",
  active: true,
  trackingType: "STREAKS",
  targetEvaluationType: "FIXED_CALENDAR_WINDOW",
  totalPeriods: 3,
  frequencyType: "WEEKLY",
  frequency: 1,
  recurringCycles: 1,
  periods: [
    { startDate: "2027-01-02T00:00:00.000", endDate: "2027-01-08T23:59:59.999", refCode: "W1" },
    { startDate: "2027-01-09T00:00:00.000", endDate: "2027-01-15T23:59:59.999", refCode: "W2" },
    { startDate: "2027-01-16T00:00:00.000", endDate: "2027-01-22T23:59:59.999", refCode: "W3" },
  ],
  targets: [
    {
      name: "One visit a week",
      targetEntity: "TRANSACTION",
      targetType: "VISIT",
      filters: [{ entityType: "STORE", entityIds: [1] }],
      defaultValues: [{ defaultValue: 1 }, { defaultValue: 1 }, { defaultValue: 1 }],
    },
  ],
  streaks: [{ name: "Three weekends", targetCountOfSequence: 3 }],
};

const TARGET_GROUP = { path: "/v3/targetGroups/{id}", pathParams: { id: "1" }, notFound: targetGroupNotFound() };

const groupErrors = documented(
  invalidTargetGroup(),
  targetNameTooLong(),
  streaksRequired(),
  streakCountRequired(),
  targetGroupNameTaken(),
);

export const v3Operations: OperationDoc[] = operationGroup(
  { tag: "Target groups (v3)", access: "default", envelope: v3ErrorEnvelope },
  [
    {
      method: "post",
      path: "/v3/oauth/token/generate",
      operationId: "generateOAuthToken",
      tag: "Authentication (v3)",
      summary: "Exchange an API client's key and secret for a bearer token",
      description:
        "Send the token as `Authorization: Bearer <token>` or `X-CAP-API-OAUTH-TOKEN: <token>` until it expires.",
      access: "public",
      body: { schema: tokenRequestSchema, example: { key: "demo-integration", secret: "demo-integration-secret" } },
      success: ok("The token and its lifetime.", tokenResponseSchema),
      errors: documented(authenticationFailed()),
    },
    {
      method: "post",
      path: "/v3/targetGroups",
      operationId: "createTargetGroup",
      notes: TARGET_GROUP_NOTES.createTargetGroup,
      summary: "Create a target group (streak)",
      description:
        "Period dates are YYYY-MM-DDTHH:mm:ss.SSS in the server time zone (or with an offset); enums are case-insensitive.",
      body: { schema: createTargetGroupSchema, example: streakGroup },
      success: ok("The group as stored, with derived period statuses.", targetGroupResponseSchema),
      errors: groupErrors,
    },
    {
      method: "put",
      path: "/v3/targetGroups",
      operationId: "updateTargetGroup",
      notes: TARGET_GROUP_NOTES.updateTargetGroup,
      summary: "Replace a target group",
      description: `The whole group as on creation plus its \`id\`; periods, targets and streaks are replaced. ${GROUP_ID_NOTE}`,
      body: {
        schema: updateTargetGroupSchema,
        example: { id: 1, ...streakGroup, description: "Visit on three weekends in a row (renewed)" },
      },
      success: ok("The group as stored.", targetGroupResponseSchema),
      errors: [...groupErrors, ...documented(targetGroupNotFound())],
    },
    {
      method: "get",
      path: "/v3/targetGroups",
      operationId: "findTargetGroups",
      summary: "List target groups",
      description: "The total is in the `x-total-count` header.",
      ...queried(findTargetGroupsQuerySchema, { active: "true", page: "0", size: "50" }),
      success: ok("One page of groups.", targetGroupListResponseSchema),
      errors: documented(invalidTargetGroup()),
    },
    ...resourceOperations(TARGET_GROUP, [
      {
        method: "get",
        operationId: "getTargetGroup",
        summary: "One target group",
        description: GROUP_ID_NOTE,
        success: ok("The group.", targetGroupResponseSchema),
      },
      {
        method: "delete",
        operationId: "deactivateTargetGroup",
        summary: "Deactivate a target group",
        description: `Sets \`active\` to false; the group stays readable. ${GROUP_ID_NOTE}`,
        success: ok("The group, now inactive.", targetGroupResponseSchema),
      },
    ]),
  ],
);
