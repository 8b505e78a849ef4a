import type { Principal } from "../auth/principal.ts";
import { isDomainError, type ErrorItem } from "../errors/domain-error.ts";
import { buildExpirySchedule } from "./build-expiry-schedule.ts";
import { findOrganizationPrograms, type ProgramOption } from "./find-organization-programs.ts";
import { renderExpirySchedule } from "./render-expiry-schedule.ts";

export type ExpiryScheduleResult = ReturnType<typeof renderExpirySchedule>;
export type InitialSchedule = { data: ExpiryScheduleResult } | { error: ErrorItem };

/**
 * What the customer page paints first: the programs to choose from and the schedule with the lookup's
 * default options, rendered exactly as the API renders it so the page can re-query the API afterwards.
 */
export async function loadScheduleView(
  principal: Principal,
  customerId: number,
): Promise<{ programs: ProgramOption[]; initial: InitialSchedule }> {
  const programs = await findOrganizationPrograms(principal);
  try {
    return { programs, initial: { data: renderExpirySchedule(await buildExpirySchedule(principal, customerId)) } };
  } catch (error) {
    // A refusal (dual eligibility, 1218) is shown as the API would answer it; anything else is a bug.
    if (!isDomainError(error)) throw error;
    return { programs, initial: { error: error.toItem() } };
  }
}
