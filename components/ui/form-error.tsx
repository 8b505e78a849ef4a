import type { ReactNode } from "react";

/** A form's problem, announced as an alert; nothing while there is none. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="form-error">
      {children}
    </p>
  );
}
