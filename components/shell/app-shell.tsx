import Link from "next/link";
import { NavLinks } from "./nav-links.tsx";
import { SignOutButton } from "./sign-out-button.tsx";
import { QueryProvider } from "./query-provider.tsx";
import { Sidebar } from "./sidebar.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";

interface AppShellProps {
  user: { name: string; username: string };
  organization: { id: number; name: string };
  nav: { href: string; label: string }[];
  /** Hidden while a one-time password must be changed: that page is the only one open. */
  securityLink: boolean;
  children: React.ReactNode;
}

export function AppShell({ user, organization, nav, securityLink, children }: AppShellProps) {
  return (
    <div className="shell">
      <Sidebar>
        <NavLinks items={nav} />
        <div className="shell-user" data-testid="shell-user">
          <span>
            Signed in as <strong>{user.name}</strong> <span className="muted">({user.username})</span>
          </span>
          <span className="org">
            {organization.name} · org {organization.id}
          </span>
          <Link href="/account/password" className="shell-user-link">
            Change password
          </Link>
          {securityLink && (
            <Link href="/account/security" className="shell-user-link">
              Security
            </Link>
          )}
          <ThemeToggle />
          <SignOutButton />
        </div>
      </Sidebar>
      <main className="shell-main" id="main">
        <QueryProvider>{children}</QueryProvider>
      </main>
    </div>
  );
}
