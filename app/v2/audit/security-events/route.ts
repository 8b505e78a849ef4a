// GET /v2/audit/security-events – sign-ins, failed sign-ins, lockouts and token issuance naming the organization's users
import { findSecurityEvents } from "@/lib/security-events/find-security-events.ts";
import { findSecurityEventsQuerySchema } from "@/lib/security-events/schemas.ts";
import { adminLogRoute } from "../admin-log-route.ts";

export const GET = adminLogRoute(findSecurityEventsQuerySchema, findSecurityEvents, (page) => page.events);
