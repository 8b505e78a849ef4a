import type { FieldError, FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { InputField } from "@/components/ui/form-field.tsx";

/** An emptied input means "not given", not "". */
export const blankToUndefined = (value: string) => (value === "" ? undefined : value);

/**
 * Draws a request form's text inputs: each with its label, hint and error, ids prefixed with the form's name, and
 * an emptied input sent as "not given".
 */
export function requestTextFields<Values extends FieldValues>(
  prefix: string,
  register: UseFormRegister<Values>,
  errors: FieldErrors<Values>,
) {
  return function field(
    name: Path<Values> & keyof Values,
    label: string,
    { type = "text", hint }: { type?: string; hint?: string } = {},
  ) {
    const error = errors[name] as FieldError | undefined;
    return (
      <InputField
        id={`${prefix}-${name}`}
        label={label}
        hint={hint}
        error={error?.message}
        type={type}
        {...register(name, { setValueAs: blankToUndefined })}
      />
    );
  };
}
