import { isDemoMode } from "../../config/env.ts";

// The demo checker's published demo password (see docs/demo-data.md).
const DEMO_CHECKER = { username: "demo.checker", password: "demo-checker-pw" } as const;

/** What the /docs page fills in for Basic: the demo checker in demo mode, nothing in production. */
export function referenceCredentials(): { username: string; password: string } | null {
  return isDemoMode() ? { ...DEMO_CHECKER } : null;
}
