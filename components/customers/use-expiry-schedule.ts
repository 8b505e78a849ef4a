"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api-client.ts";
import type { ExpiryScheduleResult, InitialSchedule } from "@/lib/points/load-schedule-view.ts";

export interface ScheduleOptions {
  scope: "default" | "all" | "program";
  programId?: string;
  earliestOnly: boolean;
  startDate?: string;
  endDate?: string;
}

export const DEFAULT_SCHEDULE_OPTIONS: ScheduleOptions = { scope: "default", earliestOnly: false };

/** The lookup's query string for the options (source INSTORE, as the console is an in-store tool). */
export function scheduleQueryString(options: ScheduleOptions): string {
  const query = new URLSearchParams({ source: "INSTORE" });
  if (options.scope === "all") query.set("fetchDataForAllPrograms", "true");
  if (options.scope === "program" && options.programId) query.set("programId", options.programId);
  if (options.earliestOnly) query.set("fetchEarliestExpiryOnly", "true");
  if (options.startDate) query.set("startDate", options.startDate);
  if (options.endDate) query.set("endDate", options.endDate);
  return query.toString();
}

/** GET /v2/customers/{id}/pointsExpirySchedule with the chosen options; the server's first answer seeds the default. */
export function useExpirySchedule(customerId: number, options: ScheduleOptions, initial: InitialSchedule) {
  const query = scheduleQueryString(options);
  const isDefault = query === scheduleQueryString(DEFAULT_SCHEDULE_OPTIONS);
  return useQuery({
    queryKey: ["expirySchedule", customerId, query],
    queryFn: () => apiFetch<ExpiryScheduleResult>(`/v2/customers/${customerId}/pointsExpirySchedule?${query}`),
    initialData: isDefault && "data" in initial ? initial.data : undefined,
  });
}
