import { SECURITY_EVENT_ACTIONS } from "@/lib/security-events/security-event-actions.ts";
import { actorFilter, ListingFilterForm, type ListingFilterSpec } from "./listing-filter-form.tsx";

export interface SecurityEventFilterValues {
  action?: string;
  actor?: string;
  from?: string;
  to?: string;
}

const SECURITY_EVENT_FILTERS: ListingFilterSpec<"action" | "actor"> = {
  action: "/audit/security",
  label: "Filter the security events",
  idPrefix: "security",
  submitLabel: "Show events",
  filters: [{ name: "action", label: "Event", options: SECURITY_EVENT_ACTIONS }, actorFilter("Name tried")],
};

export function SecurityEventFilters({ values }: { values: SecurityEventFilterValues }) {
  return <ListingFilterForm spec={SECURITY_EVENT_FILTERS} values={values} />;
}
