import { SelectField } from "@/components/ui/select-field.tsx";
import { AUDIT_ENTITIES } from "@/lib/audit/audit-entities.ts";
import styles from "./audit.module.css";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";

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
      <FormField id="audit-entity-id" label="Entity id (a customer also by mobile, email or name)">
        {(control) => <input {...control} name="entityId" defaultValue={values.entityId ?? ""} maxLength={64} />}
      </FormField>
      <FormField id="audit-actor" label="Actor (username or client key)">
        {(control) => <input {...control} name="actor" defaultValue={values.actor ?? ""} maxLength={200} />}
      </FormField>
      <FormField id="audit-from" label="From">
        {(control) => <input {...control} name="from" type="date" defaultValue={values.from ?? ""} />}
      </FormField>
      <FormField id="audit-to" label="To">
        {(control) => <input {...control} name="to" type="date" defaultValue={values.to ?? ""} />}
      </FormField>
      <Button type="submit" variant="secondary">
        Show entries
      </Button>
    </form>
  );
}
