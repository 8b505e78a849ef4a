// POST /v2/customers/{user_id}/changeLabels – attach and detach the organization's labels (deprecated in the original)
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family, v2Item } from "@/lib/api/families/v2.ts";
import { parseIdParam } from "@/lib/api/query-params.ts";
import { changeCustomerLabels } from "@/lib/labels/change-customer-labels.ts";
import { changeLabelsSchema } from "@/lib/labels/schemas.ts";

const LABELS_BODY_LIMIT_BYTES = 64 * 1024;

export const POST = apiRoute<{ id: string }>(
  { family: v2Family, access: "default", maxBodyBytes: LABELS_BODY_LIMIT_BYTES },
  async ({ principal, params, body }) => {
    const customerId = parseIdParam(params.id);
    const result = await changeCustomerLabels(principal, customerId, await body(changeLabelsSchema));
    return json({ entity: result.entity, warnings: result.warnings.map(v2Item) });
  },
);
