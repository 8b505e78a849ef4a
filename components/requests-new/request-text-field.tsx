import type { UseFormRegisterReturn } from "react-hook-form";

/** An emptied input means "not given", not "". */
export const blankToUndefined = (value: string) => (value === "" ? undefined : value);

interface Props {
  id: string;
  /** Prefixes the hint's and the error's ids; the input's id unless told. */
  messageId?: string;
  label: string;
  type?: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

/** A request form's text input with its label, hint and error, linked for assistive technology. */
export function RequestTextField({ id, messageId = id, label, type, hint, error, registration }: Props) {
  const describedBy =
    [hint ? `${messageId}-hint` : "", error ? `${messageId}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} aria-invalid={!!error} aria-describedby={describedBy} {...registration} />
      {hint && (
        <span id={`${messageId}-hint`} className="muted">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${messageId}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
