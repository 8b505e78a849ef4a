// PATCH, DELETE /v2/admin/org-units/{id} – org units products name by ou_code: rename, change, deactivate or reactivate; delete when unused
import { catalogueEntryRoutes } from "@/lib/api/admin-catalogue-routes.ts";
import { orgUnits } from "@/lib/admin/catalogue/kinds/org-units.ts";
import { createOrgUnitSchema, updateOrgUnitSchema } from "@/lib/admin/catalogue/schemas.ts";
import { renderOrgUnit } from "@/lib/admin/catalogue/render-catalogue.ts";

const routes = catalogueEntryRoutes({
  kindOf: () => orgUnits,
  createSchema: createOrgUnitSchema,
  updateSchema: updateOrgUnitSchema,
  render: renderOrgUnit,
});
export const PATCH = routes.PATCH;
export const DELETE = routes.DELETE;
