import { isoInZone } from "@/lib/time/zoned-time.ts";
import type { AttemptView } from "@/lib/webhooks/webhook-view.ts";
import styles from "./webhooks.module.css";

const headerText = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join("\n") || "(none)";

/** One attempt: what was sent and what came back, bodies as stored (cut to the log's limit). */
export function AttemptDetail({
  attempt,
  number,
  timeZone,
}: {
  attempt: AttemptView;
  number: number;
  timeZone: string;
}) {
  const headingId = `attempt-${attempt.id}`;
  return (
    <section className={`panel ${styles.attempt}`} aria-labelledby={headingId} data-testid={headingId}>
      <h3 id={headingId}>
        Attempt {number} at {isoInZone(attempt.at, timeZone)}:{" "}
        {attempt.responseStatus ?? `no response (${attempt.error ?? "error"})`}, {attempt.durationMs} ms
      </h3>
      <div className={styles.exchange}>
        <div>
          <h4>Request</h4>
          <p className="muted">Headers</p>
          <pre className={styles.pre} tabIndex={0}>
            {headerText(attempt.requestHeaders)}
          </pre>
          <p className="muted">Body</p>
          <pre className={styles.pre} tabIndex={0}>
            {attempt.requestBody || "(empty)"}
          </pre>
        </div>
        <div>
          <h4>Response</h4>
          <p className="muted">Status {attempt.responseStatus ?? "none"}</p>
          <p className="muted">Headers</p>
          <pre className={styles.pre} tabIndex={0}>
            {headerText(attempt.responseHeaders)}
          </pre>
          <p className="muted">Body</p>
          <pre className={styles.pre} tabIndex={0}>
            {attempt.responseBody || "(empty)"}
          </pre>
        </div>
      </div>
    </section>
  );
}
