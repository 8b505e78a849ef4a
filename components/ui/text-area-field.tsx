import type { ComponentPropsWithRef } from "react";
import { FormField, splitFieldProps, type FieldProps } from "./form-field.tsx";

type TextAreaProps = Omit<ComponentPropsWithRef<"textarea">, "id" | "children" | "className"> & {
  textAreaClassName?: string;
};

/** A FormField around one <textarea>, taking register(...) or plain textarea props. */
export function TextAreaField({ textAreaClassName, ...props }: FieldProps & TextAreaProps) {
  const [field, textArea] = splitFieldProps(props);
  return (
    <FormField {...field}>
      {(control) => <textarea {...control} className={textAreaClassName} {...textArea} />}
    </FormField>
  );
}
