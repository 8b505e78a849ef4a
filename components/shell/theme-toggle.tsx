"use client";

import { useSyncExternalStore } from "react";
import { applyTheme, readStoredTheme, THEME_CHOICES, type ThemeChoice } from "./theme.ts";

const LABELS: Record<ThemeChoice, string> = { system: "System", light: "Light", dark: "Dark" };

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Light, dark, or whatever the system prefers; remembered in this browser. */
export function ThemeToggle() {
  const choice = useSyncExternalStore(subscribe, readStoredTheme, () => "system" as const);
  return (
    <label className="theme-toggle">
      Theme
      <select
        value={choice}
        onChange={(event) => {
          applyTheme(event.target.value as ThemeChoice);
          listeners.forEach((listener) => listener());
        }}
      >
        {THEME_CHOICES.map((value) => (
          <option key={value} value={value}>
            {LABELS[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
