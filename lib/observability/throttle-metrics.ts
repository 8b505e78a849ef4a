import { metricsEnabled } from "../config/env.ts";
import { metrics } from "./metrics-registry.ts";

export type ThrottleKind = "auth_user" | "auth_ip" | "rate_limit";

export function countThrottleRefusal(kind: ThrottleKind) {
  if (metricsEnabled()) metrics().throttleRefusals.inc({ kind });
}

/** An authentication event's listener: counts lockout refusals. */
export function countLockout(event: { type: string; scope?: "user" | "ip" }) {
  if (event.type !== "auth.throttled") return;
  // A listener's failure would fail the sign-in it observes: a figure is not worth that.
  try {
    countThrottleRefusal(event.scope === "user" ? "auth_user" : "auth_ip");
  } catch {
    /* an unreadable environment is reported by the call's own reads */
  }
}
