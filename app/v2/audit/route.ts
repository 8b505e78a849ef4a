// GET /v2/audit – the organization's audit log, newest first, filtered by entity, entity id, actor and time
import { findAuditEntries } from "@/lib/audit/find-audit-entries.ts";
import { findAuditQuerySchema } from "@/lib/audit/schemas.ts";
import { adminLogRoute } from "./admin-log-route.ts";

export const GET = adminLogRoute(findAuditQuerySchema, findAuditEntries, (page) => page.entries);
