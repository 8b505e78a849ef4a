// GET /v2/me/sessions – the signed-in user's open console sessions, newest first
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { listOwnSessions } from "@/lib/auth/sessions/list-own-sessions.ts";

export const GET = apiRoute(
  { family: v2Family, access: "signed-in", allowsPendingEnrolment: true },
  async ({ principal }) => json({ data: await listOwnSessions(principal), warnings: [] }),
);
