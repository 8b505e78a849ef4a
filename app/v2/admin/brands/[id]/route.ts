// PATCH, DELETE /v2/admin/brands/{id} – the brands vendors belong to (brandId): rename, change, deactivate or reactivate; delete when unused
import { catalogueEntryRoutes } from "@/lib/api/admin-catalogue-routes.ts";
import { brands } from "@/lib/admin/catalogue/kinds/brands.ts";
import { createNamedSchema, updateNamedSchema } from "@/lib/admin/catalogue/schemas.ts";
import { renderBrand } from "@/lib/admin/catalogue/render-catalogue.ts";

const routes = catalogueEntryRoutes({
  kindOf: () => brands,
  createSchema: createNamedSchema,
  updateSchema: updateNamedSchema,
  render: renderBrand,
});
export const PATCH = routes.PATCH;
export const DELETE = routes.DELETE;
