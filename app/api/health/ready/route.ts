// GET /api/health/ready – readiness: the database answers and every shipped migration is applied
import { db, dbProvider } from "@/lib/db/client.ts";
import { checkReadiness } from "@/lib/health/check-readiness.ts";
import { healthResponse } from "@/lib/health/health-response.ts";

export async function GET(request: Request): Promise<Response> {
  const startedAt = performance.now();
  const readiness = await checkReadiness({ db, provider: dbProvider() });
  return healthResponse(request, startedAt, readiness, readiness.status === "ok" ? 200 : 503);
}
