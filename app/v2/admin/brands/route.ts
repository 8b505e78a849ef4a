// GET, POST /v2/admin/brands – the brands vendors belong to (brandId): list (q, active, paging) and add
import { catalogueCollectionRoutes } from "@/lib/api/admin-catalogue-routes.ts";
import { brands } from "@/lib/admin/catalogue/kinds/brands.ts";
import { createNamedSchema, updateNamedSchema } from "@/lib/admin/catalogue/schemas.ts";
import { renderBrand } from "@/lib/admin/catalogue/render-catalogue.ts";

const routes = catalogueCollectionRoutes({
  kindOf: () => brands,
  createSchema: createNamedSchema,
  updateSchema: updateNamedSchema,
  render: renderBrand,
});
export const GET = routes.GET;
export const POST = routes.POST;
