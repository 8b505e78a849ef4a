import { NodeSDK } from "@opentelemetry/sdk-node";
import { AlwaysOffSampler, NoopSpanProcessor, type SpanProcessor } from "@opentelemetry/sdk-trace-base";
import { appEnv, type AppEnv } from "../config/env.ts";

/** Whether the environment asks for spans to be exported (OTel's variables; an OTLP endpoint means otlp). */
export function exportsTraces(
  env: Pick<AppEnv, "OTEL_TRACES_EXPORTER" | "OTEL_EXPORTER_OTLP_ENDPOINT" | "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT">,
): boolean {
  if (env.OTEL_TRACES_EXPORTER) return env.OTEL_TRACES_EXPORTER !== "none";
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/**
 * Registers OpenTelemetry's tracer provider, W3C propagator and async context, once per process, unless
 * OTEL_SDK_DISABLED=true. With an exporter configured (or span processors given, as tests do) spans are
 * sampled by OTEL_TRACES_SAMPLER (default: parent-based, always on) and exported; without one every span
 * is a non-recording one: it still has a trace id (continued from an incoming traceparent) for the log
 * lines, and costs no recording. Metrics and logs are not OTel's here (prom-client, pino).
 */
export function startTracing(spanProcessors?: SpanProcessor[]): NodeSDK | undefined {
  const env = appEnv();
  if (env.OTEL_SDK_DISABLED) return undefined;
  const exporting = spanProcessors !== undefined || exportsTraces(env);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? "loyalty-ops",
    metricReaders: [],
    logRecordProcessors: [],
    ...(exporting
      ? { spanProcessors }
      : { spanProcessors: [new NoopSpanProcessor()], sampler: new AlwaysOffSampler() }),
  });
  sdk.start();
  return sdk;
}
