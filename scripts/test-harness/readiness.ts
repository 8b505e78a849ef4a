import { expect } from "vitest";
import { callRoute, type JsonBody } from "./call-route.ts";

/** Asks the readiness route `ready` and checks what every answer shares: `status`, never cached. Answers the body. */
export async function askReadiness(ready: unknown, status: number): Promise<JsonBody> {
  const res = await callRoute(ready, { path: "/api/health/ready" });
  expect(res.status).toBe(status);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return res.body;
}
