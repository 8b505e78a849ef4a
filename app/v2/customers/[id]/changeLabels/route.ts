// POST /v2/customers/{user_id}/changeLabels – attach and detach the organization's labels (deprecated in the original)
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { labelsSuccess, v2LabelsFamily } from "@/lib/api/families/v2-labels.ts";
import { parseIdParam } from "@/lib/validation/id-param.ts";
import { changeCustomerLabels } from "@/lib/labels/change-customer-labels.ts";
import { changeLabelsSchema } from "@/lib/labels/schemas.ts";
import { ignoredFieldWarning } from "@/lib/errors/catalogue.ts";

const LABELS_BODY_LIMIT_BYTES = 64 * 1024;

export const POST = apiRoute<{ id: string }>(
  { family: v2LabelsFamily, access: "default", maxBodyBytes: LABELS_BODY_LIMIT_BYTES },
  async ({ principal, params, body, ignoredFields }) => {
    const customerId = parseIdParam(params.id);
    const result = await changeCustomerLabels(principal, customerId, await body(changeLabelsSchema));
    return json(
      labelsSuccess(result.entity, [...result.warnings, ...ignoredFields().map((path) => ignoredFieldWarning(path))]),
    );
  },
);
