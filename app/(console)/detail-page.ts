import "server-only";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import type { Principal } from "@/lib/auth/principal.ts";
import { sectionAccess } from "@/lib/client/navigation.ts";
import { rowOrNotFound } from "./row-or-not-found.ts";

/** A detail page's props: its row's id in the path, and `created=1` when the form that made the row opened it. */
export interface DetailPageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ created?: string | string[] }>;
}

/**
 * What a detail page shows first: the viewer, let into the page's section, and the row its path names
 * (the page's 404 for an id that names none the viewer may see).
 */
export async function openDetailPage<T>(
  { params }: Pick<DetailPageProps, "params">,
  section: string,
  lookup: (principal: Principal, id: number) => Promise<T>,
): Promise<{ principal: Principal; row: T }> {
  const principal = await requirePageAccess(sectionAccess(section));
  const row = await rowOrNotFound((await params).id, (id) => lookup(principal, id));
  return { principal, row };
}

/** Whether the form that created the page's row opened it, to say so once. */
export const openedByCreation = async ({ searchParams }: Pick<DetailPageProps, "searchParams">) =>
  (await searchParams).created === "1";
