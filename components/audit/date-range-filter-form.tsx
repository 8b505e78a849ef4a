import styles from "./audit.module.css";
import { Button } from "@/components/ui/button.tsx";
import { InputField } from "@/components/ui/form-field.tsx";

interface Props {
  action: string;
  label: string;
  /** Prefixes the date fields' ids, unique on the page. */
  idPrefix: string;
  from?: string;
  to?: string;
  submitLabel: string;
  /** The listing's own filters, before the date range. */
  children: React.ReactNode;
}

/** A plain GET form: the filters live in the URL, so a filtered listing can be linked to and bookmarked. */
export function DateRangeFilterForm({ action, label, idPrefix, from, to, submitLabel, children }: Props) {
  return (
    <form method="get" action={action} className={styles.filters} aria-label={label}>
      {children}
      <InputField id={`${idPrefix}-from`} label="From" name="from" type="date" defaultValue={from ?? ""} />
      <InputField id={`${idPrefix}-to`} label="To" name="to" type="date" defaultValue={to ?? ""} />
      <Button type="submit" variant="secondary">
        {submitLabel}
      </Button>
    </form>
  );
}
