// GET, POST /v2/admin/dictionaries/{kind} – a product dictionary (brand, color, category, size, style): list (q, active, paging) and add
import { catalogueCollectionRoutes } from "@/lib/api/admin-catalogue-routes.ts";
import { dictionaryEntriesOrNotFound } from "@/lib/admin/catalogue/kinds/dictionary-entries.ts";
import { createDictionaryEntrySchema, updateDictionaryEntrySchema } from "@/lib/admin/catalogue/schemas.ts";
import { renderDictionaryEntry } from "@/lib/admin/catalogue/render-catalogue.ts";

const routes = catalogueCollectionRoutes({
  kindOf: (params: { kind: string }) => dictionaryEntriesOrNotFound(params.kind),
  createSchema: createDictionaryEntrySchema,
  updateSchema: updateDictionaryEntrySchema,
  render: renderDictionaryEntry,
});
export const GET = routes.GET;
export const POST = routes.POST;
