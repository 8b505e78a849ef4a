import type { AccessGroup } from "../auth/access-groups.ts";
import { hasAccess } from "../auth/access-groups.ts";

export interface NavItem {
  href: string;
  label: string;
  access: readonly AccessGroup[];
}

/** The console's sections and the access each needs; pages enforce the same lists. */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: "/requests", label: "Requests", access: ["requests.write", "requests.approve"] },
  { href: "/customers", label: "Customers", access: ["default"] },
  { href: "/vendors", label: "Vendors", access: ["default"] },
  { href: "/products", label: "Products", access: ["default"] },
  { href: "/target-groups", label: "Target groups", access: ["default"] },
  { href: "/audit", label: "Audit log", access: ["admin"] },
  { href: "/admin", label: "Admin", access: ["admin"] },
  // Everyone signed in may read the reference; calls made from it still need their own access.
  { href: "/docs", label: "API reference", access: ["default", "requests.write", "requests.approve", "points.read"] },
];

export function sectionAccess(href: string): readonly AccessGroup[] {
  return NAV_ITEMS.find((item) => item.href === href)?.access ?? ["admin"];
}

export function visibleNavItems(access: ReadonlySet<AccessGroup>): NavItem[] {
  return NAV_ITEMS.filter((item) => item.access.some((group) => hasAccess(access, group)));
}
