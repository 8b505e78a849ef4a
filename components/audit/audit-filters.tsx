import { SelectField } from "@/components/ui/select-field.tsx";
import { AUDIT_ENTITIES } from "@/lib/audit/audit-entities.ts";
import { InputField } from "@/components/ui/form-field.tsx";
import { DateRangeFilterForm } from "./date-range-filter-form.tsx";

export interface AuditFilterValues {
  entity?: string;
  entityId?: string;
  actor?: string;
  from?: string;
  to?: string;
}

export function AuditFilters({ values }: { values: AuditFilterValues }) {
  return (
    <DateRangeFilterForm
      action="/audit"
      label="Filter the audit log"
      idPrefix="audit"
      from={values.from}
      to={values.to}
      submitLabel="Show entries"
    >
      <SelectField
        id="audit-entity"
        label="Entity"
        name="entity"
        emptyOption="Any"
        options={AUDIT_ENTITIES}
        defaultValue={values.entity ?? ""}
      />
      <InputField
        id="audit-entity-id"
        label="Entity id (a customer also by mobile, email or name)"
        name="entityId"
        defaultValue={values.entityId ?? ""}
        maxLength={64}
      />
      <InputField
        id="audit-actor"
        label="Actor (username or client key)"
        name="actor"
        defaultValue={values.actor ?? ""}
        maxLength={200}
      />
    </DateRangeFilterForm>
  );
}
