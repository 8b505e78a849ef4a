"use client";

import Link from "next/link";
import { useRef } from "react";
import styles from "./ui.module.css";

/** A button that opens a short list of links (a disclosure, not an ARIA menu); Escape closes it. */
export function LinkMenu({ label, items }: { label: string; items: { href: string; label: string }[] }) {
  const ref = useRef<HTMLDetailsElement>(null);
  return (
    <details
      ref={ref}
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key === "Escape" && ref.current?.open) {
          ref.current.open = false;
          ref.current.querySelector("summary")?.focus();
        }
      }}
    >
      <summary className="button">{label} ▾</summary>
      <ul className={styles.menuList}>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
