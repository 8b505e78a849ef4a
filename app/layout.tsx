import type { Metadata } from "next";
import "./globals.css";

export const metadata: Metadata = { title: { default: "Loyalty Ops", template: "%s · Loyalty Ops" } };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
