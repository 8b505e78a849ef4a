"use client";

import { CopyButton } from "./copy-button.tsx";
import styles from "./api-clients.module.css";
import layout from "@/components/ui/layout.module.css";
import { ShownOnce } from "../shown-once.tsx";

interface Props {
  title: string;
  clientKey: string;
  secret: string;
  onDone: () => void;
}

/** A key and secret shown once, with copy buttons; after "Done" the secret cannot be shown again. */
export function SecretOnce({ title, clientKey, secret, onDone }: Props) {
  return (
    <ShownOnce id="api-client-secret-heading" testId="secret-once" title={title} onDone={onDone}>
      <p>
        Copy the secret now and store it where the client&apos;s system reads it: it is shown only this once and cannot
        be shown again.
      </p>
      <dl className={styles.credentials}>
        {[
          { term: "Key", value: clientKey, testId: "issued-key", copyLabel: "key" },
          { term: "Secret", value: secret, testId: "issued-secret", copyLabel: "secret" },
        ].map(({ term, value, testId, copyLabel }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>
              <code className={layout.code} data-testid={testId}>
                {value}
              </code>
              <CopyButton value={value} label={copyLabel} />
            </dd>
          </div>
        ))}
      </dl>
    </ShownOnce>
  );
}
