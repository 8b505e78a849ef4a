"use client";

import { useClipboardCopy } from "@/components/ui/use-clipboard-copy.ts";
import styles from "./users.module.css";
import { Button } from "@/components/ui/button.tsx";

interface OneTimePassword {
  username: string;
  password: string;
}

interface Props {
  /** Nothing is shown while there is none. */
  secret: OneTimePassword | null;
  onDismiss: () => void;
}

/** A one-time password, shown this once: the server keeps only its hash, so it cannot be shown again. */
export function OneTimePasswordNotice({ secret, onDismiss }: Props) {
  return secret && <Notice {...secret} onDismiss={onDismiss} />;
}

function Notice({ username, password, onDismiss }: OneTimePassword & Pick<Props, "onDismiss">) {
  const { state, copy } = useClipboardCopy(password);
  return (
    <section
      className={`panel ${styles.secret}`}
      aria-labelledby="one-time-password-heading"
      data-testid="one-time-password"
    >
      <h2 id="one-time-password-heading">One-time password for {username}</h2>
      <p>Hand it to {username} now: it is shown only this once. They must change it when they first sign in.</p>
      <p className={styles.secretRow}>
        <code className={styles.secretValue} data-testid="one-time-password-value">
          {password}
        </code>
        <Button type="button" variant="secondary" onClick={copy}>
          Copy<span className="visually-hidden"> the one-time password</span>
        </Button>
        <Button type="button" variant="secondary" onClick={onDismiss}>
          Done
        </Button>
      </p>
      <p role="status" className="muted">
        {state === "copied"
          ? "Copied to the clipboard."
          : state === "failed"
            ? "Copying failed: select the text and copy it."
            : ""}
      </p>
    </section>
  );
}
