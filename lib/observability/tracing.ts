import {
  context,
  isSpanContextValid,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
  type TextMapGetter,
} from "@opentelemetry/api";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { RandomIdGenerator } from "@opentelemetry/sdk-trace-base";

// Spans of the API's calls and database statements, through the OpenTelemetry API. Without an exporter
// lib/observability/start-tracing.ts registers nothing: a call still gets a trace id here for its log line,
// without entering an async context (one more async context slows every promise of the process).

const TRACER = "loyalty-ops";
const tracer = () => trace.getTracer(TRACER);
const holder = globalThis as unknown as { loyaltyOwnSpans?: WeakSet<Span> };
const ownSpans = (holder.loyaltyOwnSpans ??= new WeakSet<Span>());

const headerGetter: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};

const ids = new RandomIdGenerator();
const w3c = new W3CTraceContextPropagator();

/**
 * Runs an API call in its request span: the one Next's server opened when it records (it continues an
 * incoming W3C traceparent itself), else one of its own continuing the request's traceparent. Without a
 * tracer provider that span records nothing and is not made active: it only carries the ids for the log
 * line (lib/logging/request-log.ts), the incoming trace's or new ones.
 */
export function inRequestSpan<T>(request: Request, run: (span: Span) => Promise<T>): Promise<T> {
  const active = trace.getActiveSpan();
  // Without a provider Next still runs handlers in its no-op spans (no ids, or the caller's): not ours to log.
  if (active?.isRecording()) return run(active);
  const parent = w3c.extract(ROOT_CONTEXT, request.headers, headerGetter);
  const span = tracer().startSpan(request.method, { kind: SpanKind.SERVER }, parent);
  if (!span.isRecording()) {
    const incoming = trace.getSpanContext(parent);
    const valid = incoming && isSpanContextValid(incoming);
    return run(
      trace.wrapSpanContext({
        traceId: valid ? incoming.traceId : ids.generateTraceId(),
        spanId: ids.generateSpanId(),
        traceFlags: valid ? incoming.traceFlags : 0,
      }),
    );
  }
  ownSpans.add(span);
  return context.with(trace.setSpan(parent, span), () => run(span)).finally(() => span.end());
}

/** The span's ids for a log line; empty when it has none. */
export function spanIds(span: Span): { traceId?: string; spanId?: string } {
  const ids = span.spanContext();
  return isSpanContextValid(ids) ? { traceId: ids.traceId, spanId: ids.spanId } : {};
}

/** The call's route template and answer on its request span (named after them when the span is this module's). */
export function describeRequestSpan(span: Span, method: string, route: string, family: string, status: number) {
  if (!span.isRecording()) return;
  if (ownSpans.has(span)) span.updateName(`${method} ${route}`);
  span.setAttributes({
    "http.request.method": method,
    "http.route": route,
    "http.response.status_code": status,
    "loyalty.api_family": family,
  });
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
}

/**
 * A span for one database statement, child of the active span, or undefined when that span records nothing
 * (no exporter, or no tracing): the hot paths then pay one context lookup.
 */
export function statementSpan(system: "sqlite" | "postgresql", sql: string): Span | undefined {
  if (!trace.getActiveSpan()?.isRecording()) return undefined;
  return tracer().startSpan(`${system} ${sql.trimStart().split(/\s/, 1)[0].toUpperCase()}`, {
    kind: SpanKind.CLIENT,
    attributes: { "db.system.name": system, "db.query.text": sql },
  });
}

/** Ends the statement's span when its promise settles; the promise itself is returned untouched. */
export function endWith<T>(span: Span, running: Promise<T>): Promise<T> {
  running.then(
    () => span.end(),
    (error: unknown) => {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      span.end();
    },
  );
  return running;
}

/** The active trace's ids, for log lines; empty when there is no valid span context. */
export function traceFields(): { traceId?: string; spanId?: string } {
  const spanContext = trace.getSpanContext(context.active());
  return spanContext && isSpanContextValid(spanContext)
    ? { traceId: spanContext.traceId, spanId: spanContext.spanId }
    : {};
}
