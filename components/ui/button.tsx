import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "secondary" | "danger";

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Sending: the button is disabled so one click makes one request, and says so. */
  busy?: boolean;
}

export function Button({
  variant = "primary",
  busy = false,
  disabled,
  className,
  type = "button",
  children,
  ...rest
}: Props) {
  const classes = ["button", variant === "primary" ? "" : variant, className ?? ""].filter(Boolean).join(" ");
  return (
    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {children}
    </button>
  );
}
