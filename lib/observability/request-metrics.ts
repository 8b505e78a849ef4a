import type { Histogram } from "prom-client";
import { metricsEnabled } from "../config/env.ts";
import { metrics } from "./metrics-registry.ts";

type Observer = ReturnType<Histogram<"family" | "route" | "method" | "status">["labels"]>;
// The labelled child per series, so a call costs one Map lookup rather than prom-client's label hashing.
const series = new Map<string, Observer>();

/** One API call into the duration histogram. */
export function observeRequest(family: string, route: string, method: string, status: number, seconds: number) {
  if (!metricsEnabled()) return;
  const key = `${family} ${method} ${status} ${route}`;
  let child = series.get(key);
  if (!child) series.set(key, (child = metrics().requestDuration.labels(family, route, method, String(status))));
  child.observe(seconds);
}
