// GET /v2/me/second-factor – what second factor the signed-in user holds, and whether their organization requires one
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { getSecondFactorStatus } from "@/lib/auth/second-factor/second-factor-status.ts";

export const GET = apiRoute(
  { family: v2Family, access: "signed-in", allowsPendingEnrolment: true },
  async ({ principal }) => json({ data: await getSecondFactorStatus(principal), warnings: [] }),
);
