import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form.tsx";
import { AppIcon } from "@/components/shell/app-icon.tsx";
import { currentPrincipal } from "@/lib/auth/page-access.ts";
import { safeCallbackPath } from "@/lib/auth/safe-callback-url.ts";

export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  const callbackUrl = safeCallbackPath((await searchParams).callbackUrl);
  if (await currentPrincipal()) redirect(callbackUrl);
  return (
    <main className="login panel">
      <h1 className="brand-title">
        <AppIcon size={32} />
        Loyalty Ops
      </h1>
      <p className="muted">Sign in with your console account.</p>
      <LoginForm callbackUrl={callbackUrl} />
    </main>
  );
}
