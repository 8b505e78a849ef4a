import { InputField } from "@/components/ui/form-field.tsx";
import { SelectField } from "@/components/ui/select-field.tsx";
import { DateRangeFilterForm } from "./date-range-filter-form.tsx";

/** One filter of a listing: a choice of any or one of its options, or free text up to a length. */
type ListingFilter<Name extends string> =
  { name: Name; label: string; options: readonly string[] } | { name: Name; label: string; maxLength: number };

/** A listing's filter form: where it goes, what it is called, and its own filters before the date range. */
export interface ListingFilterSpec<Name extends string> {
  action: string;
  label: string;
  /** Prefixes every field's id: `<idPrefix>-<name in kebab-case>`. */
  idPrefix: string;
  submitLabel: string;
  filters: readonly ListingFilter<Name>[];
}

/** Who acted, by username or API client key: a filter both audit listings offer, in their own words. */
export const actorFilter = (words: string) =>
  ({ name: "actor", label: `${words} (username or client key)`, maxLength: 200 }) as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Renders a listing's filters from their spec, each showing the value the URL holds. */
export function ListingFilterForm<Name extends string>({
  spec: { filters, ...form },
  values,
}: {
  spec: ListingFilterSpec<Name>;
  values: Partial<Record<Name | "from" | "to", string>>;
}) {
  return (
    <DateRangeFilterForm {...form} from={values.from} to={values.to}>
      {filters.map((filter) => {
        const field = { id: `${form.idPrefix}-${kebab(filter.name)}`, label: filter.label, name: filter.name };
        const value = values[filter.name] ?? "";
        return "options" in filter ? (
          <SelectField key={filter.name} {...field} emptyOption="Any" options={filter.options} defaultValue={value} />
        ) : (
          <InputField key={filter.name} {...field} maxLength={filter.maxLength} defaultValue={value} />
        );
      })}
    </DateRangeFilterForm>
  );
}
