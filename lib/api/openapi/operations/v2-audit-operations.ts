import { findAuditQuerySchema } from "../../../audit/schemas.ts";
import { v2ErrorEnvelope } from "../error-envelopes.ts";
import type { OperationDoc } from "../operation-doc.ts";
import { auditPageSchema } from "../responses/v2-responses.ts";

export const v2AuditOperations: OperationDoc[] = [
  {
    method: "get",
    path: "/v2/audit",
    operationId: "findAuditEntries",
    tag: "Audit (v2)",
    summary: "The organization's audit log",
    description:
      "Newest first; filter by entity, entity id, actor (username or client key) and a from/to time (ISO 8601).",
    access: "admin",
    envelope: v2ErrorEnvelope,
    query: [findAuditQuerySchema],
    queryExample: { entity: "request", limit: "20" },
    success: { status: 200, description: "One page of audit entries.", schema: auditPageSchema },
    errors: [],
  },
];
