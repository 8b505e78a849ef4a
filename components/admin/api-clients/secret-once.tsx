"use client";

import { useEffect, useRef } from "react";
import { CopyButton } from "./copy-button.tsx";
import styles from "./api-clients.module.css";
import { Button } from "@/components/ui/button.tsx";

interface Props {
  title: string;
  clientKey: string;
  secret: string;
  onDone: () => void;
}

/** A key and secret shown once, with copy buttons; after "Done" the secret cannot be shown again. */
export function SecretOnce({ title, clientKey, secret, onDone }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={`panel ${styles.secret}`} aria-labelledby="api-client-secret-heading" data-testid="secret-once">
      <h2 id="api-client-secret-heading" tabIndex={-1} ref={heading}>
        {title}
      </h2>
      <p>
        Copy the secret now and store it where the client&apos;s system reads it: it is shown only this once and cannot
        be shown again.
      </p>
      <dl className={styles.credentials}>
        <div>
          <dt>Key</dt>
          <dd>
            <code data-testid="issued-key">{clientKey}</code>
            <CopyButton value={clientKey} label="key" />
          </dd>
        </div>
        <div>
          <dt>Secret</dt>
          <dd>
            <code data-testid="issued-secret">{secret}</code>
            <CopyButton value={secret} label="secret" />
          </dd>
        </div>
      </dl>
      <Button type="button" onClick={onDone}>
        Done: I have stored the secret
      </Button>
    </section>
  );
}
