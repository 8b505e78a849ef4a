// GET /metrics – this instance's figures in Prometheus text format (each instance serves its own)
import { refuseScrape, scrapeMetrics } from "@/lib/observability/scrape-metrics.ts";

export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  const refusal = refuseScrape(request.headers.get("authorization"));
  if (refusal)
    return new Response(`${refusal.message}\n`, {
      status: refusal.status,
      headers: {
        "content-type": "text/plain; charset=utf-8",
        ...(refusal.status === 401 ? { "www-authenticate": 'Bearer realm="metrics"' } : {}),
      },
    });
  const { contentType, text } = await scrapeMetrics();
  return new Response(text, { headers: { "content-type": contentType, "cache-control": "no-store" } });
}
