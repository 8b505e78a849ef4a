/**
 * A customer's name with its merge state in one organization: a tombstone belongs to the organization's
 * registration, so "merged" is always asked of one organization.
 */
export const customerSummarySelect = (orgId: number) =>
  ({
    id: true,
    firstName: true,
    lastName: true,
    registrations: { where: { orgId }, select: { mergedIntoId: true } },
  }) as const;

export interface CustomerSummaryRow {
  id: number;
  firstName: string;
  lastName: string;
  registrations: { mergedIntoId: number | null }[];
}

/** The summary with `mergedIntoId` in the organization asked about (null when live there). */
export function withMergeState<T extends CustomerSummaryRow>({ registrations, ...customer }: T) {
  return { ...customer, mergedIntoId: registrations[0]?.mergedIntoId ?? null };
}
