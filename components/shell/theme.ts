export const THEME_CHOICES = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_STORAGE_KEY = "loyalty-ops-theme";

/**
 * Runs inline before the first paint (see ThemeScript), so it is plain ES5 with no imports: an explicit
 * choice becomes data-theme on <html>; "system" leaves it off and the CSS follows prefers-color-scheme.
 */
export const THEME_BOOT_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;

export function readStoredTheme(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return "system";
  }
}

export function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === "system") {
    delete root.dataset.theme;
    localStorage.removeItem(THEME_STORAGE_KEY);
  } else {
    root.dataset.theme = choice;
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  }
}
