// PATCH, DELETE /v2/admin/programs/{id} – the organization's points programs: rename, change, deactivate or reactivate; delete when unused
import { catalogueEntryRoutes } from "@/lib/api/admin-catalogue-routes.ts";
import { programs } from "@/lib/admin/catalogue/kinds/programs.ts";
import { createProgramSchema, updateProgramSchema } from "@/lib/admin/catalogue/schemas.ts";
import { renderProgram } from "@/lib/admin/catalogue/render-catalogue.ts";

const routes = catalogueEntryRoutes({
  kindOf: () => programs,
  createSchema: createProgramSchema,
  updateSchema: updateProgramSchema,
  render: renderProgram,
});
export const PATCH = routes.PATCH;
export const DELETE = routes.DELETE;
