import type { ComponentPropsWithRef, ReactNode } from "react";

/** What the control spreads: its id and its links to the hint and the error. */
export interface FieldControlProps {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
}

export interface FieldProps {
  /** The control's id; the hint and the error take `<id>-hint` and `<id>-error`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown, and the control marked invalid, only when the caller has one (after touch or submit). */
  error?: string;
  /** The error interrupts (role="alert") instead of waiting to be read with the control. */
  alertError?: boolean;
  /** The label is read by assistive technology only (a control in a toolbar whose purpose is evident). */
  hideLabel?: boolean;
  className?: string;
}

interface Props extends FieldProps {
  /**
   * The control. Spread the given props with react-hook-form's `register(...)` or a Controller's `field`:
   * `{(control) => <input {...control} {...register("name")} />}`.
   */
  children: (control: FieldControlProps) => ReactNode;
}

/** The ids a field's hint and error carry, for a control whose hint sits apart from its FormField. */
export const fieldHintId = (id: string) => `${id}-hint`;
export const fieldErrorId = (id: string) => `${id}-error`;

/** Links a control's hint and error for assistive technology: the ids a FormField gives them, in reading order. */
export function fieldControlProps(id: string, { hint, error }: { hint?: boolean; error?: boolean }): FieldControlProps {
  const describedBy = [hint ? fieldHintId(id) : "", error ? fieldErrorId(id) : ""].filter(Boolean).join(" ");
  return { id, "aria-describedby": describedBy || undefined, "aria-invalid": error ? true : undefined };
}

/** A form's labelled control with its hint and error, linked once here instead of by hand in every form. */
export function FormField({
  id,
  label,
  hint,
  error,
  alertError = false,
  hideLabel = false,
  className,
  children,
}: Props) {
  return (
    <div className={["field", className].filter(Boolean).join(" ")}>
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : undefined}>
        {label}
      </label>
      {children(fieldControlProps(id, { hint: Boolean(hint), error: Boolean(error) }))}
      {hint && (
        <span id={fieldHintId(id)} className="muted">
          {hint}
        </span>
      )}
      {error && (
        <span
          id={fieldErrorId(id)}
          className="field-error"
          data-testid={fieldErrorId(id)}
          role={alertError ? "alert" : undefined}
        >
          {error}
        </span>
      )}
    </div>
  );
}

type InputProps = Omit<ComponentPropsWithRef<"input">, "id" | "children" | "className"> & { inputClassName?: string };

/** Splits a field's own props (label, hint, error, layout) from those its control takes. */
export function splitFieldProps<P extends FieldProps>({
  id,
  label,
  hint,
  error,
  alertError,
  hideLabel,
  className,
  ...control
}: P) {
  return [{ id, label, hint, error, alertError, hideLabel, className }, control] as const;
}

/** The common case: a FormField around one <input>, taking register(...) or plain input props. */
export function InputField({ inputClassName, ...props }: FieldProps & InputProps) {
  const [field, input] = splitFieldProps(props);
  return <FormField {...field}>{(control) => <input {...control} className={inputClassName} {...input} />}</FormField>;
}
