import type { AccessGroup } from "../auth/access-groups.ts";
import { hasAccess, readAccess } from "../auth/access-groups.ts";

export interface NavItem {
  href: string;
  label: string;
  access: readonly AccessGroup[];
}

/**
 * The console's sections and the access their read pages need (readonly reads every section but Admin);
 * pages enforce the same lists. Write pages ask for the write group itself.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: "/requests", label: "Requests", access: readAccess(["requests.write", "requests.approve"]) },
  { href: "/customers", label: "Customers", access: readAccess("default") },
  { href: "/vendors", label: "Vendors", access: readAccess("default") },
  { href: "/products", label: "Products", access: readAccess("default") },
  { href: "/target-groups", label: "Target groups", access: readAccess("default") },
  { href: "/audit", label: "Audit log", access: readAccess("admin") },
  { href: "/admin", label: "Admin", access: ["admin"] },
  // Everyone signed in may read the reference; calls made from it still need their own access.
  {
    href: "/docs",
    label: "API reference",
    access: readAccess(["default", "requests.write", "requests.approve", "points.read"]),
  },
];

export function sectionAccess(href: string): readonly AccessGroup[] {
  return NAV_ITEMS.find((item) => item.href === href)?.access ?? ["admin"];
}

export function visibleNavItems(access: ReadonlySet<AccessGroup>): NavItem[] {
  return NAV_ITEMS.filter((item) => item.access.some((group) => hasAccess(access, group)));
}
