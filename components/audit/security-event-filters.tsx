import { SelectField } from "@/components/ui/select-field.tsx";
import { SECURITY_EVENT_ACTIONS } from "@/lib/security-events/security-event-actions.ts";
import styles from "./audit.module.css";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";

export interface SecurityEventFilterValues {
  action?: string;
  actor?: string;
  from?: string;
  to?: string;
}

/** A plain GET form, like the audit log's: the filters live in the URL. */
export function SecurityEventFilters({ values }: { values: SecurityEventFilterValues }) {
  return (
    <form method="get" action="/audit/security" className={styles.filters} aria-label="Filter the security events">
      <SelectField
        id="security-action"
        label="Event"
        name="action"
        emptyOption="Any"
        options={SECURITY_EVENT_ACTIONS}
        defaultValue={values.action ?? ""}
      />
      <FormField id="security-actor" label="Name tried (username or client key)">
        {(control) => <input {...control} name="actor" defaultValue={values.actor ?? ""} maxLength={200} />}
      </FormField>
      <FormField id="security-from" label="From">
        {(control) => <input {...control} name="from" type="date" defaultValue={values.from ?? ""} />}
      </FormField>
      <FormField id="security-to" label="To">
        {(control) => <input {...control} name="to" type="date" defaultValue={values.to ?? ""} />}
      </FormField>
      <Button type="submit" variant="secondary">
        Show events
      </Button>
    </form>
  );
}
