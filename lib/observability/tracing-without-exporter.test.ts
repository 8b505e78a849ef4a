import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { context, INVALID_SPAN_CONTEXT, ROOT_CONTEXT, trace } from "@opentelemetry/api";
import { GET as labels } from "@/app/v2/customers/[id]/labels/route.ts";
import { callRoute } from "@/scripts/test-harness/call-route.ts";
import { captureLogs, type CapturedLogs } from "@/scripts/test-harness/capture-logs.ts";
import { expectOnlyLogLine } from "@/scripts/test-harness/log-lines.ts";
import { startTracing } from "./start-tracing.ts";

// The default start: no OTEL_* variable set, so nothing is exported, yet every call has a trace id.

const TRACE_ID = "0af7651916cd43dd8448eb211c80319c";
let logs: CapturedLogs;
beforeAll(() => {
  for (const name of ["OTEL_SDK_DISABLED", "OTEL_TRACES_EXPORTER", "OTEL_EXPORTER_OTLP_ENDPOINT"])
    delete process.env[name];
  // No exporter configured: nothing of OpenTelemetry is registered.
  expect(startTracing()).toBeUndefined();
});
beforeEach(() => void (logs = captureLogs()));
afterEach(() => logs.restore());

const call = (headers: Record<string, string> = {}) =>
  callRoute(labels, { path: "/v2/customers/5001/labels", params: { id: "5001" }, auth: "demo.viewer", headers });

describe("tracing without an exporter", () => {
  it("gives each call's log line a trace id of its own", async () => {
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(200);
    const ids = logs.lines().map((line) => line.traceId);
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(id).toMatch(/^(?!0{32})[0-9a-f]{32}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("does so inside the no-op spans Next.js runs a handler in when no tracer provider is registered", async () => {
    const inNextNoopSpan = <T>(work: () => Promise<T>) =>
      context.with(trace.setSpan(ROOT_CONTEXT, trace.wrapSpanContext(INVALID_SPAN_CONTEXT)), work);
    expect((await inNextNoopSpan(() => call())).status).toBe(200);
    expect((await inNextNoopSpan(() => call({ traceparent: `00-${TRACE_ID}-b7ad6b7169203331-01` }))).status).toBe(200);
    const [fresh, continued] = logs.lines();
    expect(fresh.traceId).toMatch(/^(?!0{32})[0-9a-f]{32}$/);
    expect(continued).toMatchObject({
      traceId: TRACE_ID,
      spanId: expect.stringMatching(/^(?!b7ad6b7169203331)[0-9a-f]{16}$/),
    });
  });

  it("continues an incoming traceparent into the log line", async () => {
    expect((await call({ traceparent: `00-${TRACE_ID}-b7ad6b7169203331-01` })).status).toBe(200);
    expectOnlyLogLine(logs, { msg: "request", traceId: TRACE_ID });
  });
});
