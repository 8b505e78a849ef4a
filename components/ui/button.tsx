import type { ComponentPropsWithRef } from "react";

/** `plain` carries no kit styling: the caller's class draws it (the sidebar's menu toggle). */
export type ButtonVariant = "primary" | "secondary" | "danger" | "plain";

interface Props extends ComponentPropsWithRef<"button"> {
  variant?: ButtonVariant;
  /** Sending: the button is disabled so one click makes one request, and says so. */
  busy?: boolean;
}

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: "button",
  secondary: "button secondary",
  danger: "button danger",
  plain: "",
};

/** The console's only button: a submit button must say so (`type="submit"`), anything else is a plain button. */
export function Button({
  variant = "primary",
  busy = false,
  disabled,
  className,
  type = "button",
  children,
  ...rest
}: Props) {
  const classes = [VARIANT_CLASS[variant], className].filter(Boolean).join(" ") || undefined;
  return (
    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {children}
    </button>
  );
}
