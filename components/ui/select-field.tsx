import type { ComponentPropsWithRef, ReactNode } from "react";
import { FormField } from "./form-field.tsx";

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = Omit<ComponentPropsWithRef<"select">, "id" | "children">;

interface Props extends SelectProps {
  id: string;
  label: ReactNode;
  /** Plain strings are both the value and the label. */
  options: readonly (SelectOption | string)[];
  /** An option with the value "" listed first, such as "— none —" or "All types". */
  emptyOption?: string;
  hint?: ReactNode;
  /** Shown, and the select marked invalid, only when the caller has one (after touch or submit). */
  error?: string;
  /** The label is read by assistive technology only (a select in a toolbar whose purpose is evident). */
  hideLabel?: boolean;
  className?: string;
  selectClassName?: string;
}

/**
 * The console's select with its label, hint and error, linked for assistive technology. Takes react-hook-form's
 * `register(...)` spread (ref included) or plain value/onChange.
 */
export function SelectField({ options, emptyOption, selectClassName, ...props }: Props) {
  const { id, label, hint, error, hideLabel, className, ...select } = props;
  return (
    <FormField id={id} label={label} hint={hint} error={error} hideLabel={hideLabel} className={className}>
      {(control) => (
        <select {...control} className={selectClassName} {...select}>
          {emptyOption !== undefined && <option value="">{emptyOption}</option>}
          {options.map((option) => {
            const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </FormField>
  );
}
