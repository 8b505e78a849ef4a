import { redirect } from "next/navigation";
import { AppShell } from "@/components/shell/app-shell.tsx";
import { Toaster } from "@/components/ui/toaster.tsx";
import { currentPrincipal } from "@/lib/auth/page-access.ts";
import { getOrganizationName } from "@/lib/orgs/get-organization-name.ts";
import { visibleNavItems } from "@/lib/client/navigation.ts";

// The shell only displays who is signed in; every page checks its own access again.
export default async function ConsoleLayout({ children }: { children: React.ReactNode }) {
  const principal = await currentPrincipal();
  if (!principal) redirect("/login");
  const orgName = await getOrganizationName(principal);
  return (
    <AppShell
      user={{ name: principal.displayName, username: principal.username }}
      organization={{ id: principal.orgId, name: orgName }}
      // A one-time password opens nothing but its own change, a missing second factor nothing but the
      // security page, so the shell offers nothing else.
      nav={
        principal.mustChangePassword || principal.mustEnrolSecondFactor
          ? []
          : visibleNavItems(principal.access).map(({ href, label }) => ({ href, label }))
      }
      securityLink={!principal.mustChangePassword}
    >
      {children}
      <Toaster />
    </AppShell>
  );
}
