import { findAuditQuerySchema } from "../../../audit/schemas.ts";
import { ok, operationGroup, queried, type OperationDoc } from "../operation-doc.ts";
import { findSecurityEventsQuerySchema } from "../../../security-events/schemas.ts";
import { auditPageSchema, securityEventPageSchema } from "../responses/v2-responses.ts";
import { AUDIT_NOTES } from "../notes/audit-notes.ts";
import { V2_ADMIN } from "./v2-groups.ts";

export const v2AuditOperations: OperationDoc[] = operationGroup({ tag: "Audit (v2)", ...V2_ADMIN }, [
  {
    method: "get",
    path: "/v2/audit",
    operationId: "findAuditEntries",
    notes: AUDIT_NOTES.findAuditEntries,
    summary: "The organization's audit log",
    description:
      "Newest first; filter by entity, entity id, actor (username or client key) and a from/to time (ISO 8601).",
    ...queried(findAuditQuerySchema, { entity: "request", limit: "20" }),
    success: ok("One page of audit entries.", auditPageSchema),
  },
  {
    method: "get",
    path: "/v2/audit/security-events",
    operationId: "findSecurityEvents",
    notes: AUDIT_NOTES.findSecurityEvents,
    summary: "Sign-ins, failed sign-ins, lockouts and token issuance",
    description:
      "Events naming the organization's users and API clients, newest first; kept SECURITY_EVENT_RETENTION_DAYS (90). " +
      "One lockout is one sign-in.throttled event however many attempts it refused. Events naming no known user " +
      "belong to no organization and are not listed.",
    ...queried(findSecurityEventsQuerySchema, { action: "sign-in.failed", limit: "20" }),
    success: ok("One page of security events.", securityEventPageSchema),
  },
]);
