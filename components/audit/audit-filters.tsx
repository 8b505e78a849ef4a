import { SelectField } from "@/components/ui/select-field.tsx";
import { AUDIT_ENTITIES } from "@/lib/audit/audit-entities.ts";
import styles from "./audit.module.css";
import { Button } from "@/components/ui/button.tsx";
import { InputField } from "@/components/ui/form-field.tsx";

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
      <InputField id="audit-from" label="From" name="from" type="date" defaultValue={values.from ?? ""} />
      <InputField id="audit-to" label="To" name="to" type="date" defaultValue={values.to ?? ""} />
      <Button type="submit" variant="secondary">
        Show entries
      </Button>
    </form>
  );
}
