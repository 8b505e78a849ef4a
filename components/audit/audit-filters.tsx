import { SelectField } from "@/components/ui/select-field.tsx";
import { AUDIT_ENTITIES } from "@/lib/audit/audit-entities.ts";
import styles from "./audit.module.css";
import { Button } from "@/components/ui/button.tsx";

export interface AuditFilterValues {
  entity?: string;
  entityId?: string;
  actor?: string;
  from?: string;
  to?: string;
}

/** A plain GET form: the filters live in the URL, so a filtered history can be linked to and bookmarked. */
export function AuditFilters({ values }: { values: AuditFilterValues }) {
  return (
    <form method="get" action="/audit" className={styles.filters} aria-label="Filter the audit log">
      <SelectField
        id="audit-entity"
        label="Entity"
        name="entity"
        emptyOption="Any"
        options={AUDIT_ENTITIES}
        defaultValue={values.entity ?? ""}
      />
      <div className="field">
        <label htmlFor="audit-entity-id">Entity id (a customer also by mobile, email or name)</label>
        <input id="audit-entity-id" name="entityId" defaultValue={values.entityId ?? ""} maxLength={64} />
      </div>
      <div className="field">
        <label htmlFor="audit-actor">Actor (username or client key)</label>
        <input id="audit-actor" name="actor" defaultValue={values.actor ?? ""} maxLength={200} />
      </div>
      <div className="field">
        <label htmlFor="audit-from">From</label>
        <input id="audit-from" name="from" type="date" defaultValue={values.from ?? ""} />
      </div>
      <div className="field">
        <label htmlFor="audit-to">To</label>
        <input id="audit-to" name="to" type="date" defaultValue={values.to ?? ""} />
      </div>
      <Button type="submit" variant="secondary">
        Show entries
      </Button>
    </form>
  );
}
