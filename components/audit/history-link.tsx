import Link from "next/link";
import type { AuditEntity } from "@/lib/audit/audit-entities.ts";
import { canRead, type Principal } from "@/lib/auth/principal.ts";

/** A link to the audit log filtered to one record (or one kind of record); only admins and auditors (readonly) may read the log. */
export function HistoryLink({
  principal,
  entity,
  entityId,
  children = "Change history",
}: {
  principal: Principal;
  entity: AuditEntity;
  entityId?: number | string;
  children?: React.ReactNode;
}) {
  if (!canRead(principal, "admin")) return null;
  const query = new URLSearchParams({ entity, ...(entityId === undefined ? {} : { entityId: String(entityId) }) });
  return (
    <p>
      <Link href={`/audit?${query}`}>{children}</Link>
    </p>
  );
}
