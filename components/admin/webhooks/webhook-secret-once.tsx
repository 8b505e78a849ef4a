"use client";

import { useEffect, useRef } from "react";
import { CopyButton } from "@/components/admin/api-clients/copy-button.tsx";
import { Button } from "@/components/ui/button.tsx";
import styles from "./webhooks.module.css";

interface Props {
  title: string;
  secret: string;
  /** After a rotation: until when the previous secret still signs. */
  previousUntil?: string | null;
  children?: React.ReactNode;
  onDone: () => void;
}

/** A signing secret shown once, with a copy button; it lives only in this page's memory. */
export function WebhookSecretOnce({ title, secret, previousUntil, children, onDone }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={`panel ${styles.secret}`} aria-labelledby="webhook-secret-heading" data-testid="webhook-secret">
      <h2 id="webhook-secret-heading" tabIndex={-1} ref={heading}>
        {title}
      </h2>
      <p>
        <strong>You will not see this secret again.</strong> Copy it now and store it where the receiver verifies the
        signatures: it is shown only this once.
      </p>
      {previousUntil && (
        <p>
          The previous secret keeps signing deliveries (alongside this one) until {previousUntil}, so the receiver can
          switch over.
        </p>
      )}
      <div className={styles.secretValue}>
        <code className={styles.code} data-testid="webhook-secret-value">
          {secret}
        </code>
        <CopyButton value={secret} label="secret" />
      </div>
      {children}
      <Button type="button" onClick={onDone}>
        Done: I have stored the secret
      </Button>
    </section>
  );
}
