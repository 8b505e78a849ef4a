import { SelectField } from "@/components/ui/select-field.tsx";
import { SECURITY_EVENT_ACTIONS } from "@/lib/security-events/security-event-actions.ts";
import styles from "./audit.module.css";
import { Button } from "@/components/ui/button.tsx";
import { InputField } from "@/components/ui/form-field.tsx";

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
      <InputField
        id="security-actor"
        label="Name tried (username or client key)"
        name="actor"
        defaultValue={values.actor ?? ""}
        maxLength={200}
      />
      <InputField id="security-from" label="From" name="from" type="date" defaultValue={values.from ?? ""} />
      <InputField id="security-to" label="To" name="to" type="date" defaultValue={values.to ?? ""} />
      <Button type="submit" variant="secondary">
        Show events
      </Button>
    </form>
  );
}
