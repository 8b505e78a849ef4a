import { redirect } from "next/navigation";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { visibleNavItems } from "@/lib/console/navigation.ts";

export default async function ConsoleHome() {
  const principal = await requirePageAccess("default");
  redirect(visibleNavItems(principal.access)[0]?.href ?? "/customers");
}
