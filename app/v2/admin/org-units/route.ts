// GET, POST /v2/admin/org-units – org units products name by ou_code: list (q, active, paging) and add
import { catalogueCollectionRoutes } from "@/lib/api/admin-catalogue-routes.ts";
import { orgUnits } from "@/lib/admin/catalogue/kinds/org-units.ts";
import { createOrgUnitSchema, updateOrgUnitSchema } from "@/lib/admin/catalogue/schemas.ts";
import { renderOrgUnit } from "@/lib/admin/catalogue/render-catalogue.ts";

const routes = catalogueCollectionRoutes({
  kindOf: () => orgUnits,
  createSchema: createOrgUnitSchema,
  updateSchema: updateOrgUnitSchema,
  render: renderOrgUnit,
});
export const GET = routes.GET;
export const POST = routes.POST;
