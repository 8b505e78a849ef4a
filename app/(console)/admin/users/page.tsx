import type { Metadata } from "next";
import { AdminViews } from "@/components/admin/admin-views.tsx";
import { NewUserForm } from "@/components/admin/users/new-user-form.tsx";
import { UserList } from "@/components/admin/users/user-list.tsx";
import styles from "@/components/admin/users/users.module.css";
import { LinkPager } from "@/components/ui/link-pager.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { findUsers } from "@/lib/admin/users/find-users.ts";
import { USER_STATUSES, userListQuerySchema } from "@/lib/admin/users/schemas.ts";
import { renderAdminUser } from "@/lib/admin/users/user-view.ts";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { sectionAccess } from "@/lib/client/navigation.ts";
import { getOrganizationSettings } from "@/lib/orgs/get-organization-settings.ts";
import { formatZonedIso } from "@/lib/time/zoned-time.ts";
import { ListFilters } from "@/app/(console)/list-filters.tsx";

export const metadata: Metadata = { title: "Users" };

const PAGE_SIZE = 20;
const STATUSES = [
  { value: "", label: "All statuses" },
  ...USER_STATUSES.map((status) => ({ value: status, label: status[0] + status.slice(1).toLowerCase() })),
];
const text = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const principal = await requirePageAccess(sectionAccess("/admin"));
  const params = await searchParams;
  const pageNumber = Math.max(0, Math.min(10_000, Number.parseInt(text(params.page) ?? "0", 10) || 0));
  // A hand-edited search or status falls back to the whole list rather than an error page.
  const parsed = userListQuerySchema.safeParse({
    q: text(params.q),
    status: text(params.status),
    limit: PAGE_SIZE,
    offset: pageNumber * PAGE_SIZE,
  });
  const query = parsed.success ? parsed.data : { limit: PAGE_SIZE, offset: 0, q: undefined, status: undefined };
  const [page, { timeZone }] = await Promise.all([
    findUsers(principal, query),
    getOrganizationSettings(principal.orgId),
  ]);
  const users = page.items.map(renderAdminUser);
  const lastSignIn = Object.fromEntries(
    page.items.flatMap((row) =>
      row.lastSignInAt
        ? // "YYYY-MM-DD HH:MM" in the organization's zone
          [[row.id, formatZonedIso(row.lastSignInAt, timeZone).slice(0, 16).replace("T", " ")]]
        : [],
    ),
  );
  const pages = Math.max(1, Math.ceil(page.total / PAGE_SIZE));
  const filtered = Boolean(query.q || query.status);
  const pageHref = (n: number) => {
    const search = new URLSearchParams();
    if (query.q) search.set("q", query.q);
    if (query.status) search.set("status", query.status);
    search.set("page", String(n));
    return `/admin/users?${search}`;
  };

  return (
    <>
      <PageHeader
        title="Users"
        description="Who signs in to the console and the API with a password, their access groups and status. New users and reset passwords get a one-time password, to be changed at first sign-in."
      />
      <AdminViews current="/admin/users" />
      <NewUserForm />
      <section aria-labelledby="users-heading">
        <h2 id="users-heading">
          {page.total} {page.total === 1 ? "user" : "users"}
          {filtered ? " found" : ""}
        </h2>
        <ListFilters
          action="/admin/users"
          label="Search users"
          idPrefix="users"
          className={styles.toolbar}
          search={{ name: "q", label: "Search", value: query.q, maxLength: 100 }}
          choice={{ name: "status", label: "Status", value: query.status, options: STATUSES }}
          submit="Show users"
        />
        <UserList
          users={users}
          currentUserId={principal.userId}
          lastSignIn={lastSignIn}
          caption={`Users by username${query.offset > 0 ? `, from number ${query.offset + 1}` : ""}`}
          empty={filtered ? "No user matches this search." : "The organization has no users yet."}
        />
        {pages > 1 && <LinkPager label="User pages" page={pageNumber} pages={pages} href={pageHref} />}
      </section>
    </>
  );
}
