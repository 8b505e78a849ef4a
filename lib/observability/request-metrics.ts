import type { Histogram } from "prom-client";
import { onAuthEvent } from "../auth/auth-events.ts";
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

export type ThrottleKind = "auth_user" | "auth_ip" | "rate_limit";

export function countThrottleRefusal(kind: ThrottleKind) {
  if (metricsEnabled()) metrics().throttleRefusals.inc({ kind });
}

function countLockout(scope: "user" | "ip") {
  // A listener's failure would fail the sign-in it observes: a figure is not worth that.
  try {
    countThrottleRefusal(scope === "user" ? "auth_user" : "auth_ip");
  } catch {
    /* an unreadable environment is reported by the call's own reads */
  }
}

// Sign-in lockouts are reported as authentication events; subscribed once per module instance, since each
// route bundle has its own copy of the event module.
onAuthEvent((event) => {
  if (event.type === "auth.throttled") countLockout(event.scope);
});
