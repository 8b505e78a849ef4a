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
 * Registers OpenTelemetry's async context and W3C propagator, once per process, unless
 * OTEL_SDK_DISABLED=true, and with an exporter configured (or span processors given, as tests do) its
 * tracer provider: spans are then sampled by OTEL_TRACES_SAMPLER (default: parent-based, always on) and
 * exported. Without one no provider is registered, so Next.js does not run its span machinery for nothing
 * (it is costly even when no span records); the API wrapper still gives each call a trace id (continued
 * from an incoming traceparent) for its log lines. Metrics and logs are not OTel's here (prom-client, pino).
 */
export function startTracing(spanProcessors?: SpanProcessor[]): NodeSDK | undefined {
  const env = appEnv();
  if (env.OTEL_SDK_DISABLED) return undefined;
  const exporting = spanProcessors !== undefined || exportsTraces(env);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? "loyalty-ops",
    metricReaders: [],
    logRecordProcessors: [],
    // No span processor: NodeSDK then sets up the context and propagator but registers no tracer provider.
    spanProcessors: exporting ? spanProcessors : [],
  });
  sdk.start();
  return sdk;
}
