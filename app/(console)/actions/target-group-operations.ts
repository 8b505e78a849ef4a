import "server-only";
import { z } from "zod";
import { createTargetGroup } from "@/lib/target-groups/create-target-group.ts";
import { deactivateTargetGroup } from "@/lib/target-groups/deactivate-target-group.ts";
import { mapTargetGroupIssue } from "@/lib/target-groups/map-target-group-issue.ts";
import { renderTargetGroup } from "@/lib/target-groups/render-target-group.ts";
import { createTargetGroupSchema, updateTargetGroupSchema } from "@/lib/target-groups/schemas.ts";
import { updateTargetGroup } from "@/lib/target-groups/update-target-group.ts";
import type { ConsoleOperation } from "./console-action.ts";

type RenderedTargetGroup = ReturnType<typeof renderTargetGroup>;

/** POST /v3/targetGroups's operation: the created group as the API renders it. */
export const createTargetGroupOperation: ConsoleOperation<typeof createTargetGroupSchema, RenderedTargetGroup> = {
  access: "default",
  schema: createTargetGroupSchema,
  mapIssue: mapTargetGroupIssue,
  run: async (principal, input) => renderTargetGroup(await createTargetGroup(principal, input)),
};

/** PUT /v3/targetGroups's operation: the body names the group it replaces. */
export const updateTargetGroupOperation: ConsoleOperation<typeof updateTargetGroupSchema, RenderedTargetGroup> = {
  access: "default",
  schema: updateTargetGroupSchema,
  mapIssue: mapTargetGroupIssue,
  run: async (principal, input) => renderTargetGroup(await updateTargetGroup(principal, input)),
};

/** DELETE /v3/targetGroups/{id}'s operation: the group stays, inactive. */
export const deactivateTargetGroupOperation: ConsoleOperation<z.ZodObject, RenderedTargetGroup> = {
  access: "default",
  schema: z.object({}),
  run: async (principal, _input, id) => renderTargetGroup(await deactivateTargetGroup(principal, id)),
};
