// GET, POST /v2/admin/labels – customer labels: list (q, active, paging) and add
import { catalogueCollectionRoutes } from "@/lib/api/admin-catalogue-routes.ts";
import { labels } from "@/lib/admin/catalogue/kinds/labels.ts";
import { createNamedSchema, updateNamedSchema } from "@/lib/admin/catalogue/schemas.ts";
import { renderLabel } from "@/lib/admin/catalogue/render-catalogue.ts";

const routes = catalogueCollectionRoutes({
  kindOf: () => labels,
  createSchema: createNamedSchema,
  updateSchema: updateNamedSchema,
  render: renderLabel,
});
export const GET = routes.GET;
export const POST = routes.POST;
