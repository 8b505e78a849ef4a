// GET, POST /v2/admin/programs – the organization's points programs: list (q, active, paging) and add
import { catalogueCollectionRoutes } from "@/lib/api/admin-catalogue-routes.ts";
import { programs } from "@/lib/admin/catalogue/kinds/programs.ts";
import { createProgramSchema, updateProgramSchema } from "@/lib/admin/catalogue/schemas.ts";
import { renderProgram } from "@/lib/admin/catalogue/render-catalogue.ts";

const routes = catalogueCollectionRoutes({
  kindOf: () => programs,
  createSchema: createProgramSchema,
  updateSchema: updateProgramSchema,
  render: renderProgram,
});
export const GET = routes.GET;
export const POST = routes.POST;
