"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { AppIcon } from "./app-icon.tsx";
import { Button } from "@/components/ui/button.tsx";

const NAV_ID = "shell-nav";

/**
 * The console's side column. Below 900 px (see globals.css) its links fold behind a menu button so the
 * page keeps the full width of a phone; following a link folds them again.
 */
export function Sidebar({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  return (
    <header className="shell-side">
      <div className="shell-bar">
        <Link href="/" className="brand">
          <AppIcon />
          Loyalty Ops
        </Link>
        <Button
          ref={buttonRef}
          type="button"
          variant="plain"
          className="menu-button"
          aria-expanded={open}
          aria-controls={NAV_ID}
          onClick={() => setOpen((was) => !was)}
        >
          Menu
        </Button>
      </div>
      <nav
        id={NAV_ID}
        className="shell-nav"
        data-open={open}
        aria-label="Main"
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a")) setOpen(false);
        }}
      >
        {children}
      </nav>
    </header>
  );
}
