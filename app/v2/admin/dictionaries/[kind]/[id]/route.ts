// PATCH, DELETE /v2/admin/dictionaries/{kind}/{id} – a product dictionary (brand, color, category, size, style): rename, change, deactivate or reactivate; delete when unused
import { catalogueEntryRoutes } from "@/lib/api/admin-catalogue-routes.ts";
import { dictionaryEntriesOrNotFound } from "@/lib/admin/catalogue/kinds/dictionary-entries.ts";
import { createDictionaryEntrySchema, updateDictionaryEntrySchema } from "@/lib/admin/catalogue/schemas.ts";
import { renderDictionaryEntry } from "@/lib/admin/catalogue/render-catalogue.ts";

const routes = catalogueEntryRoutes({
  kindOf: (params: { kind: string; id: string }) => dictionaryEntriesOrNotFound(params.kind),
  createSchema: createDictionaryEntrySchema,
  updateSchema: updateDictionaryEntrySchema,
  render: renderDictionaryEntry,
});
export const PATCH = routes.PATCH;
export const DELETE = routes.DELETE;
