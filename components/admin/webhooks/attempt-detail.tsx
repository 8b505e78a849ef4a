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
        <LoggedMessage title="Request" headers={attempt.requestHeaders} body={attempt.requestBody} />
        <LoggedMessage
          title="Response"
          status={attempt.responseStatus ?? "none"}
          headers={attempt.responseHeaders}
          body={attempt.responseBody}
        />
      </div>
    </section>
  );
}

/** One side of the exchange as logged: the response's status, then headers and body. */
interface LoggedMessageProps {
  title: string;
  status?: number | string;
  headers: Record<string, string>;
  body: string;
}

function LoggedMessage({ title, status, headers, body }: LoggedMessageProps) {
  return (
    <div>
      <h4>{title}</h4>
      {status !== undefined && <p className="muted">Status {status}</p>}
      <LoggedText label="Headers" text={headerText(headers)} />
      <LoggedText label="Body" text={body || "(empty)"} />
    </div>
  );
}

function LoggedText({ label, text }: { label: string; text: string }) {
  return (
    <>
      <p className="muted">{label}</p>
      <pre className={styles.pre} tabIndex={0}>
        {text}
      </pre>
    </>
  );
}
