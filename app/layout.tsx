import type { Metadata } from "next";
import "./globals.css";
import { ThemeScript } from "@/components/shell/theme-script.tsx";

export const metadata: Metadata = { title: { default: "Loyalty Ops", template: "%s · Loyalty Ops" } };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The theme script may set data-theme before React hydrates; that difference is intended.
    <html lang="en" suppressHydrationWarning>
      <head>
        <ThemeScript />
      </head>
      <body>{children}</body>
    </html>
  );
}
