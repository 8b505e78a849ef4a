"use client";

import { useSyncExternalStore } from "react";
import { SelectField } from "@/components/ui/select-field.tsx";
import { applyTheme, readStoredTheme, THEME_CHOICES, type ThemeChoice } from "./theme.ts";

const LABELS: Record<ThemeChoice, string> = { system: "System", light: "Light", dark: "Dark" };
const OPTIONS = THEME_CHOICES.map((value) => ({ value, label: LABELS[value] }));

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Light, dark, or whatever the system prefers; remembered in this browser. */
export function ThemeToggle() {
  const choice = useSyncExternalStore(subscribe, readStoredTheme, () => "system" as const);
  return (
    <SelectField
      id="theme-choice"
      label="Theme"
      className="theme-toggle"
      options={OPTIONS}
      value={choice}
      onChange={(event) => {
        applyTheme(event.target.value as ThemeChoice);
        listeners.forEach((listener) => listener());
      }}
    />
  );
}
