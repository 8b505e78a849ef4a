"use server";

import { catalogueOperations } from "./admin-catalogue-operations.ts";
import { runConsoleAction } from "./console-action.ts";

// A catalogue section's entries, named by the section's slug (a dictionary by its kind).

export async function createCatalogueEntryAction(slug: string, input: Record<string, unknown>) {
  return runConsoleAction(catalogueOperations(slug).create, input);
}

export async function updateCatalogueEntryAction(slug: string, id: number, changes: Record<string, unknown>) {
  return runConsoleAction(catalogueOperations(slug).update, changes, id);
}

/** Deletes an entry nothing uses. */
export async function removeCatalogueEntryAction(slug: string, id: number) {
  return runConsoleAction(catalogueOperations(slug).remove, undefined, id);
}
