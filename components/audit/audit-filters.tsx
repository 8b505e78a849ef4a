import { AUDIT_ENTITIES } from "@/lib/audit/audit-entities.ts";
import { actorFilter, ListingFilterForm, type ListingFilterSpec } from "./listing-filter-form.tsx";

export interface AuditFilterValues {
  entity?: string;
  entityId?: string;
  actor?: string;
  from?: string;
  to?: string;
}

const AUDIT_FILTERS: ListingFilterSpec<"entity" | "entityId" | "actor"> = {
  action: "/audit",
  label: "Filter the audit log",
  idPrefix: "audit",
  submitLabel: "Show entries",
  filters: [
    { name: "entity", label: "Entity", options: AUDIT_ENTITIES },
    { name: "entityId", label: "Entity id (a customer also by mobile, email or name)", maxLength: 64 },
    actorFilter("Actor"),
  ],
};

export function AuditFilters({ values }: { values: AuditFilterValues }) {
  return <ListingFilterForm spec={AUDIT_FILTERS} values={values} />;
}
