import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from "vitest";
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { SpanKind } from "@opentelemetry/api";
import type { NodeSDK } from "@opentelemetry/sdk-node";
import { GET as labels } from "@/app/v2/customers/[id]/labels/route.ts";
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { db, dbProvider } from "@/lib/db/client.ts";
import { callRoute } from "@/scripts/test-harness/call-route.ts";
import { captureLogs, type CapturedLogs } from "@/scripts/test-harness/capture-logs.ts";
import { startTracing } from "./start-tracing.ts";
import { logger } from "@/lib/logging/logger.ts";

// Tracing as the server sets it up (startTracing), with an in-memory exporter: a call continues the
// incoming W3C traceparent, its log line carries the trace id, and its database statements are its children.

const TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
const PARENT_SPAN_ID = "00f067aa0ba902b7";
const traceparent = `00-${TRACE_ID}-${PARENT_SPAN_ID}-01`;

const exporter = new InMemorySpanExporter();
let sdk: NodeSDK | undefined;
let logs: CapturedLogs;
beforeAll(() => void (sdk = startTracing([new SimpleSpanProcessor(exporter)])));
afterAll(() => sdk?.shutdown());
beforeEach(() => {
  exporter.reset();
  logs = captureLogs();
});
afterEach(() => logs.restore());

const requestSpan = (route: string) => {
  const spans = exporter.getFinishedSpans().filter((span) => span.attributes["http.route"] === route);
  expect(spans).toHaveLength(1);
  return spans[0];
};
const childrenOf = (parent: ReadableSpan) =>
  exporter
    .getFinishedSpans()
    .filter((span) => span.parentSpanContext?.spanId === parent.spanContext().spanId && span.kind === SpanKind.CLIENT);

describe("tracing with an exporter", () => {
  it("continues an incoming traceparent: the call's span, its log line and its statements share its trace", async () => {
    const res = await callRoute(labels, {
      path: "/v2/customers/5001/labels",
      params: { id: "5001" },
      auth: "demo.viewer",
      headers: { traceparent },
    });
    expect(res.status).toBe(200);
    const span = requestSpan("/v2/customers/{id}/labels");
    expect(span.name).toBe("GET /v2/customers/{id}/labels");
    expect(span.kind).toBe(SpanKind.SERVER);
    expect(span.spanContext().traceId).toBe(TRACE_ID);
    expect(span.parentSpanContext?.spanId).toBe(PARENT_SPAN_ID);
    expect(span.attributes).toMatchObject({ "http.response.status_code": 200, "loyalty.api_family": "v2" });

    const [line] = logs.lines().filter((entry) => entry.msg === "request");
    expect(line).toMatchObject({
      path: "/v2/customers/5001/labels",
      traceId: TRACE_ID,
      spanId: span.spanContext().spanId,
    });

    const statements = childrenOf(span);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement.spanContext().traceId).toBe(TRACE_ID);
      expect(statement.attributes["db.system.name"]).toBe(dbProvider());
      expect(statement.attributes["db.query.text"]).toEqual(expect.any(String));
    }
  });

  it("puts the call's trace ids on every line the call logs, not only the request line", async () => {
    const logging = apiRoute({ family: v2Family, access: "default" }, async () => {
      logger().info("inside the call");
      return json({});
    });
    expect(
      (await callRoute(logging, { path: "/v2/log-probe", auth: "demo.viewer", headers: { traceparent } })).status,
    ).toBe(200);
    const span = requestSpan("/v2/log-probe");
    const [line] = logs.lines().filter((entry) => entry.msg === "inside the call");
    expect(line).toMatchObject({ traceId: TRACE_ID, spanId: span.spanContext().spanId });
  });

  it("has a span for a statement the ORM sends, child of the request span", async () => {
    const orm = apiRoute({ family: v2Family, access: "default" }, async (ctx) =>
      json({ users: await db.user.count({ where: { orgId: ctx.principal.orgId } }) }),
    );
    const res = await callRoute(orm, { path: "/v2/orm-probe", auth: "demo.viewer" });
    expect(res.status).toBe(200);
    const span = requestSpan("/v2/orm-probe");
    expect(span.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(span.parentSpanContext).toBeUndefined();
    const statements = childrenOf(span).map((statement) => String(statement.attributes["db.query.text"]));
    expect(statements).toEqual(expect.arrayContaining([expect.stringMatching(/SELECT COUNT.*\bUser\b/is)]));
  });

  it("marks a call that failed on the server as an error", async () => {
    const crash = apiRoute({ family: v2Family, access: "default" }, async () => {
      throw new Error("boom");
    });
    expect(
      (await callRoute(crash, { path: "/v2/crash-probe", auth: "demo.viewer", headers: { traceparent } })).status,
    ).toBe(500);
    const span = requestSpan("/v2/crash-probe");
    expect(span.status.code).toBe(2);
    expect(logs.lines().find((entry) => entry.msg === "request failed")).toMatchObject({ traceId: TRACE_ID });
  });
});
