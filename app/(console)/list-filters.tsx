import type { ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { InputField } from "@/components/ui/form-field.tsx";
import { SelectField, type SelectOption } from "@/components/ui/select-field.tsx";

interface Field {
  name: string;
  label: string;
}

interface Props {
  /** The list page the form reloads, with the filters in its URL. */
  action: string;
  label: string;
  /** Each field's id is this, a dash and the field's name. */
  idPrefix: string;
  className?: string;
  role?: "search";
  search: Field & { value: string | undefined; maxLength: number };
  /** Its options, the one that filters nothing (value "") among them where the list has one. */
  choice: Field & { value: string | undefined; options: readonly SelectOption[] };
  submit: string;
  /** What the form sends besides the filters (the section being listed). */
  children?: ReactNode;
}

/** A list page's filters as a plain GET form: a search box and one choice, kept in the URL. */
export function ListFilters({ action, label, idPrefix, className, role, search, choice, submit, children }: Props) {
  return (
    <form role={role} aria-label={label} method="get" action={action} className={className}>
      {children}
      <InputField
        id={`${idPrefix}-${search.name}`}
        label={search.label}
        name={search.name}
        type="search"
        defaultValue={search.value ?? ""}
        maxLength={search.maxLength}
      />
      <SelectField
        id={`${idPrefix}-${choice.name}`}
        name={choice.name}
        label={choice.label}
        defaultValue={choice.value ?? ""}
        options={choice.options}
      />
      <Button type="submit" variant="secondary">
        {submit}
      </Button>
    </form>
  );
}
