import { NodeSDK } from "@opentelemetry/sdk-node";
import type { SpanProcessor } from "@opentelemetry/sdk-trace-base";
import { appEnv, type AppEnv } from "../config/env.ts";

/** Whether the environment asks for spans to be exported (OTel's variables; an OTLP endpoint means otlp). */
export function exportsTraces(
  env: Pick<AppEnv, "OTEL_TRACES_EXPORTER" | "OTEL_EXPORTER_OTLP_ENDPOINT" | "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT">,
): boolean {
  if (env.OTEL_TRACES_EXPORTER) return env.OTEL_TRACES_EXPORTER !== "none";
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/**
 * With an exporter configured (or span processors given, as tests do), registers OpenTelemetry's tracer
 * provider, async context and propagators (OTEL_PROPAGATORS, default W3C): spans are sampled by
 * OTEL_TRACES_SAMPLER (default: parent-based, always on) and exported, Next.js's request spans included.
 * Without one, or with OTEL_SDK_DISABLED=true, nothing is registered: Next.js then runs no span machinery,
 * and the API wrapper still gives each call a trace id for its log line (lib/observability/tracing.ts).
 * Metrics and logs are not OTel's here (prom-client, pino).
 */
export function startTracing(spanProcessors?: SpanProcessor[]): NodeSDK | undefined {
  const env = appEnv();
  if (env.OTEL_SDK_DISABLED) return undefined;
  if (spanProcessors === undefined && !exportsTraces(env)) return undefined;
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? "loyalty-ops",
    metricReaders: [],
    logRecordProcessors: [],
    spanProcessors,
  });
  sdk.start();
  return sdk;
}
