"use client";

import { Toaster as Sonner } from "sonner";
import styles from "./ui.module.css";

/**
 * One toast area for the console, at the top where a reviewer is looking. Coloured by the console's own
 * theme variables (sonner's rich colours fail contrast), so both themes stay readable.
 */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      closeButton
      duration={6000}
      toastOptions={{
        classNames: { toast: styles.toast, description: styles.toastDescription, closeButton: styles.toastClose },
      }}
    />
  );
}
