"use client";

import { Toaster as Sonner } from "sonner";

/** One toast area for the console, at the top where a reviewer is looking. */
export function Toaster() {
  return <Sonner position="top-center" richColors closeButton duration={6000} />;
}
