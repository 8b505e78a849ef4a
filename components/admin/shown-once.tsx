"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button.tsx";
import styles from "./shown-once.module.css";

interface Props {
  /** The heading's id, which labels the panel. */
  id: string;
  testId: string;
  title: string;
  /** What was issued, with its copy buttons and what to do with it. */
  children: React.ReactNode;
  onDone: () => void;
}

/** A secret shown this once: its heading takes focus, and "Done" closes it for good. */
export function ShownOnce({ id, testId, title, children, onDone }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={`panel ${styles.panel}`} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} tabIndex={-1} ref={heading}>
        {title}
      </h2>
      {children}
      <Button type="button" onClick={onDone}>
        Done: I have stored the secret
      </Button>
    </section>
  );
}
