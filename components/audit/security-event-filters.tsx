import { SelectField } from "@/components/ui/select-field.tsx";
import { SECURITY_EVENT_ACTIONS } from "@/lib/security-events/security-event-actions.ts";
import styles from "./audit.module.css";
import { Button } from "@/components/ui/button.tsx";

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
      <div className="field">
        <label htmlFor="security-actor">Name tried (username or client key)</label>
        <input id="security-actor" name="actor" defaultValue={values.actor ?? ""} maxLength={200} />
      </div>
      <div className="field">
        <label htmlFor="security-from">From</label>
        <input id="security-from" name="from" type="date" defaultValue={values.from ?? ""} />
      </div>
      <div className="field">
        <label htmlFor="security-to">To</label>
        <input id="security-to" name="to" type="date" defaultValue={values.to ?? ""} />
      </div>
      <Button type="submit" variant="secondary">
        Show events
      </Button>
    </form>
  );
}
