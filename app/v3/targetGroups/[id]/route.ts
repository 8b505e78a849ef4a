// GET /v3/targetGroups/{id} – one target group; DELETE deactivates it (active=false)
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v3Family, v3Success } from "@/lib/api/families/v3.ts";
import { parseIdParam } from "@/lib/validation/id-param.ts";
import { deactivateTargetGroup } from "@/lib/target-groups/deactivate-target-group.ts";
import { getTargetGroup } from "@/lib/target-groups/get-target-group.ts";
import { renderTargetGroup } from "@/lib/target-groups/render-target-group.ts";

export const GET = apiRoute<{ id: string }>(
  { family: v3Family, access: "default", read: true },
  async ({ principal, params }) => {
    const group = await getTargetGroup(principal, parseIdParam(params.id));
    return json(v3Success(renderTargetGroup(group)));
  },
);

export const DELETE = apiRoute<{ id: string }>(
  { family: v3Family, access: "default" },
  async ({ principal, params }) => {
    const group = await deactivateTargetGroup(principal, parseIdParam(params.id));
    return json(v3Success(renderTargetGroup(group)));
  },
);
