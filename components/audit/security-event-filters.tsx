import { SelectField } from "@/components/ui/select-field.tsx";
import { SECURITY_EVENT_ACTIONS } from "@/lib/security-events/security-event-actions.ts";
import { InputField } from "@/components/ui/form-field.tsx";
import { DateRangeFilterForm } from "./date-range-filter-form.tsx";

export interface SecurityEventFilterValues {
  action?: string;
  actor?: string;
  from?: string;
  to?: string;
}

export function SecurityEventFilters({ values }: { values: SecurityEventFilterValues }) {
  return (
    <DateRangeFilterForm
      action="/audit/security"
      label="Filter the security events"
      idPrefix="security"
      from={values.from}
      to={values.to}
      submitLabel="Show events"
    >
      <SelectField
        id="security-action"
        label="Event"
        name="action"
        emptyOption="Any"
        options={SECURITY_EVENT_ACTIONS}
        defaultValue={values.action ?? ""}
      />
      <InputField
        id="security-actor"
        label="Name tried (username or client key)"
        name="actor"
        defaultValue={values.actor ?? ""}
        maxLength={200}
      />
    </DateRangeFilterForm>
  );
}
