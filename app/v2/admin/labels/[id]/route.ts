// PATCH, DELETE /v2/admin/labels/{id} – customer labels: rename, change, deactivate or reactivate; delete when unused
import { catalogueEntryRoutes } from "@/lib/api/admin-catalogue-routes.ts";
import { labels } from "@/lib/admin/catalogue/kinds/labels.ts";
import { createNamedSchema, updateNamedSchema } from "@/lib/admin/catalogue/schemas.ts";
import { renderLabel } from "@/lib/admin/catalogue/render-catalogue.ts";

const routes = catalogueEntryRoutes({
  kindOf: () => labels,
  createSchema: createNamedSchema,
  updateSchema: updateNamedSchema,
  render: renderLabel,
});
export const PATCH = routes.PATCH;
export const DELETE = routes.DELETE;
