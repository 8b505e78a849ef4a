// GET /api/health – liveness: the process answers; touches no database, needs no credentials
import { healthResponse } from "@/lib/health/health-response.ts";

const bootedAt = Date.now();

export async function GET(request: Request): Promise<Response> {
  const startedAt = performance.now();
  return healthResponse(request, startedAt, {
    status: "ok",
    uptimeSeconds: Math.round((Date.now() - bootedAt) / 1000),
  });
}
