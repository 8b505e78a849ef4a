// POST /v3/targetGroups – create a target group (streak); GET lists groups; PUT replaces one (body has its id)
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v3Family, v3Success } from "@/lib/api/families/v3.ts";
import { parseQuery } from "@/lib/api/parse-input.ts";
import { queryObject } from "@/lib/api/query-params.ts";
import { createTargetGroup } from "@/lib/target-groups/create-target-group.ts";
import { findTargetGroups } from "@/lib/target-groups/find-target-groups.ts";
import { mapTargetGroupIssue } from "@/lib/target-groups/map-target-group-issue.ts";
import { renderTargetGroup } from "@/lib/target-groups/render-target-group.ts";
import {
  createTargetGroupSchema,
  findTargetGroupsQuerySchema,
  updateTargetGroupSchema,
  type TargetGroupWarning,
} from "@/lib/target-groups/schemas.ts";
import { updateTargetGroup } from "@/lib/target-groups/update-target-group.ts";
import { ignoredTargetGroupFieldWarning } from "@/lib/errors/catalogue.ts";

export const POST = apiRoute({ family: v3Family, access: "default" }, async ({ principal, body, ignoredFields }) => {
  const input = await body(createTargetGroupSchema, mapTargetGroupIssue);
  const group = await createTargetGroup(principal, input);
  return json(v3Success(renderTargetGroup(group), warningsOrNull(input.warnings, ignoredFields())));
});

export const PUT = apiRoute({ family: v3Family, access: "default" }, async ({ principal, body, ignoredFields }) => {
  const input = await body(updateTargetGroupSchema, mapTargetGroupIssue);
  const group = await updateTargetGroup(principal, input);
  return json(v3Success(renderTargetGroup(group), warningsOrNull(input.warnings, ignoredFields())));
});

export const GET = apiRoute({ family: v3Family, access: "default", read: true }, async ({ principal, url }) => {
  const query = parseQuery(findTargetGroupsQuerySchema, queryObject(url.searchParams), mapTargetGroupIssue);
  const page = await findTargetGroups(principal, query);
  const now = new Date();
  return json(v3Success(page.items.map((group) => renderTargetGroup(group, now))), 200, {
    "x-total-count": String(page.total),
  });
});

// The original answers `warnings: null` when there are none.
function warningsOrNull(warnings: TargetGroupWarning[], ignored: readonly string[]) {
  const all = [...warnings, ...ignored.map((path) => ignoredTargetGroupFieldWarning(path))];
  return all.length > 0 ? all : null;
}
