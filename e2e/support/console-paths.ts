import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import { addGoodwill, createTargetGroup, createVendor, webhookWithDelivery } from "./demo-api.ts";

const CONSOLE_DIR = join(process.cwd(), "app", "(console)");

/** Every page route of the console, as its folder pattern ("/customers/[id]"), read from app/(console). */
export function consoleRoutePatterns(dir = CONSOLE_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return consoleRoutePatterns(path);
    if (entry.name !== "page.tsx") return [];
    const route = relative(CONSOLE_DIR, dir).split(sep).filter(Boolean).join("/");
    return [`/${route}`];
  });
}

/**
 * A concrete URL for each console route, creating the rows the detail pages show so no spec depends on
 * another's. A route without a path parameter is its own URL; one with a parameter fails until it is given
 * a URL here, so a new page cannot escape these checks.
 */
export async function consolePaths(request: APIRequestContext): Promise<string[]> {
  const stamp = Date.now();
  const concrete: Record<string, () => Promise<string> | string> = {
    "/admin/webhooks/[id]": async () => `/admin/webhooks/${(await webhookWithDelivery(request)).id}`,
    "/admin/webhooks/[id]/deliveries/[deliveryId]": async () => {
      const { id, deliveryId } = await webhookWithDelivery(request);
      return `/admin/webhooks/${id}/deliveries/${deliveryId}`;
    },
    "/customers/[id]": () => "/customers/5001",
    "/requests/[id]": async () => `/requests/${await addGoodwill(request, 5002, "1")}`,
    "/target-groups/[id]": async () => `/target-groups/${await createTargetGroup(request, `E2E Paths ${stamp}`)}`,
    "/vendors/[id]": async () => `/vendors/${await createVendor(request, `E2E Paths ${stamp}`)}`,
  };
  const patterns = consoleRoutePatterns();
  const parameterized = (pattern: string) => pattern.includes("[");
  expect(
    patterns.filter((pattern) => parameterized(pattern) && !(pattern in concrete)),
    "console pages with a path parameter missing from e2e/support/console-paths.ts",
  ).toEqual([]);
  const paths: string[] = [];
  for (const pattern of patterns.sort()) paths.push(parameterized(pattern) ? await concrete[pattern]() : pattern);
  return paths;
}
