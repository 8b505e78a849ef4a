import type { Metadata } from "next";
import "./globals.css";
import { ThemeScript } from "@/components/shell/theme-script.tsx";

export const metadata: Metadata = {
  title: { default: "Loyalty Ops", template: "%s · Loyalty Ops" },
  // Drawn by scripts/generate-icons.mjs; the SVG for browsers that take it, the ICO for the rest.
  icons: {
    icon: [
      { url: "/icon.svg", type: "image/svg+xml" },
      { url: "/favicon.ico", sizes: "16x16 32x32" },
    ],
    apple: "/apple-touch-icon.png",
  },
};

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
