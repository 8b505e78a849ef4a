import "server-only";
import { notFound } from "next/navigation";
import { isDomainError } from "@/lib/errors/domain-error.ts";
import { idParam } from "@/lib/validation/id-param.ts";

/**
 * A lookup's "not found" as null, for a page to answer with its own 404: another organization's row is
 * indistinguishable from an unknown one. Every other failure is thrown on.
 */
export function nullWhenNotFound(error: unknown): null {
  if (isDomainError(error) && error.status === 404) return null;
  throw error;
}

/** The row a detail page's path names, or the page's 404 for an id that names no row and for one not found. */
export async function rowOrNotFound<T>(rawId: string, lookup: (id: number) => Promise<T>): Promise<T> {
  const id = idParam.safeParse(rawId);
  if (!id.success) notFound();
  const row = await lookup(id.data).catch(nullWhenNotFound);
  if (row === null) notFound();
  return row;
}
