"use client";

import { CopyButton } from "@/components/admin/api-clients/copy-button.tsx";
import { ShownOnce } from "../shown-once.tsx";
import styles from "./webhooks.module.css";
import layout from "@/components/ui/layout.module.css";

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
  return (
    <ShownOnce id="webhook-secret-heading" testId="webhook-secret" title={title} onDone={onDone}>
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
        <code className={layout.code} data-testid="webhook-secret-value">
          {secret}
        </code>
        <CopyButton value={secret} label="secret" />
      </div>
      {children}
    </ShownOnce>
  );
}
