// GET, POST /v2/labels – list the organization's labels, or add one
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { ignoredFieldWarnings, v2Family } from "@/lib/api/families/v2.ts";
import { parseQuery } from "@/lib/api/parse-input.ts";
import { queryObject } from "@/lib/api/query-params.ts";
import { createLabel } from "@/lib/labels/create-label.ts";
import { findOrganizationLabels } from "@/lib/labels/find-organization-labels.ts";
import { renderLabel } from "@/lib/labels/render-label.ts";
import { createLabelSchema, labelListQuerySchema } from "@/lib/labels/schemas.ts";

export const GET = apiRoute({ family: v2Family, access: "default", read: true }, async ({ principal, url }) => {
  const page = parseQuery(labelListQuerySchema, queryObject(url.searchParams));
  const { labels, totalCount } = await findOrganizationLabels(principal, page);
  return json({ data: labels.map(renderLabel), totalCount, warnings: [], errors: [] });
});

export const POST = apiRoute(
  { family: v2Family, access: "default", maxBodyBytes: 4096 },
  async ({ principal, body, ignoredFields }) => {
    const label = await createLabel(principal, await body(createLabelSchema));
    return json({ data: renderLabel(label), warnings: ignoredFieldWarnings(ignoredFields()), errors: [] });
  },
);
