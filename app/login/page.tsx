import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form.tsx";
import { currentPrincipal } from "@/lib/auth/page-access.ts";

export const metadata: Metadata = { title: "Sign in" };

function safeCallback(url: string | undefined): string {
  return url && url.startsWith("/") && !url.startsWith("//") ? url : "/";
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  const callbackUrl = safeCallback((await searchParams).callbackUrl);
  if (await currentPrincipal()) redirect(callbackUrl);
  return (
    <main className="login panel">
      <h1>Loyalty Ops</h1>
      <p className="muted">Sign in with your console account.</p>
      <LoginForm callbackUrl={callbackUrl} />
    </main>
  );
}
