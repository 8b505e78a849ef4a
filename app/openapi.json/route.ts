// GET /openapi.json – the API reference (OpenAPI 3.1), generated from the zod schemas the handlers parse with
import { buildOpenApiDocument } from "@/lib/api/openapi/build-openapi-document.ts";

export function GET(): Response {
  return Response.json(buildOpenApiDocument(), { headers: { "cache-control": "public, max-age=300" } });
}
