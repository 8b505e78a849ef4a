import { SECURITY_EVENT_ACTIONS } from "@/lib/security-events/security-event-actions.ts";
import { ListingFilterForm, type ListingFilterSpec } from "./listing-filter-form.tsx";

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
  filters: [
    { name: "action", label: "Event", options: SECURITY_EVENT_ACTIONS },
    { name: "actor", label: "Name tried (username or client key)", maxLength: 200 },
  ],
};

export function SecurityEventFilters({ values }: { values: SecurityEventFilterValues }) {
  return <ListingFilterForm spec={SECURITY_EVENT_FILTERS} values={values} />;
}
