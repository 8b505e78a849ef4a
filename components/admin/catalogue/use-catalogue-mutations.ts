"use client";

import { useMutation } from "@tanstack/react-query";
import {
  createCatalogueEntryAction,
  removeCatalogueEntryAction,
  updateCatalogueEntryAction,
} from "@/app/(console)/actions/admin-catalogue.ts";
import { dataOf } from "@/components/feedback/refused.ts";

/** Add, change and delete a section's entries through console actions; a refusal is thrown as Refused. */
export function useCatalogueMutations(slug: string) {
  const create = useMutation({
    mutationFn: async (body: Record<string, unknown>) => dataOf(await createCatalogueEntryAction(slug, body)),
  });
  const update = useMutation({
    mutationFn: async ({ id, body }: { id: number; body: Record<string, unknown> }) =>
      dataOf(await updateCatalogueEntryAction(slug, id, body)),
  });
  const remove = useMutation({
    mutationFn: async (id: number) => dataOf(await removeCatalogueEntryAction(slug, id)),
  });
  return { create, update, remove };
}
