import type { UseFormRegisterReturn } from "react-hook-form";
import { InputField } from "@/components/ui/form-field.tsx";

/** An emptied input means "not given", not "". */
export const blankToUndefined = (value: string) => (value === "" ? undefined : value);

interface Props {
  id: string;
  label: string;
  type?: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

/** A request form's text input with its label, hint and error. */
export function RequestTextField({ id, label, type, hint, error, registration }: Props) {
  return <InputField id={id} label={label} hint={hint} error={error} type={type} {...registration} />;
}
