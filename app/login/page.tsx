import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form.tsx";
import { AppIcon } from "@/components/shell/app-icon.tsx";
import { currentPrincipal } from "@/lib/auth/page-access.ts";
import { safeCallbackPath } from "@/lib/auth/safe-callback-url.ts";
import { signInErrorMessage } from "@/lib/auth/sso/sso-sign-in-errors.ts";

export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string; error?: string | string[] }>;
}) {
  const { callbackUrl: wanted, error } = await searchParams;
  const callbackUrl = safeCallbackPath(wanted);
  if (await currentPrincipal()) redirect(callbackUrl);
  return (
    <main className="login panel">
      <h1 className="brand-title">
        <AppIcon size={32} />
        Loyalty Ops
      </h1>
      <p className="muted">Sign in with your console account.</p>
      {/* A sign-in that came back with an error (single sign-on refused, or its provider's answer) says why. */}
      <LoginForm
        callbackUrl={callbackUrl}
        initialError={signInErrorMessage(typeof error === "string" ? error : undefined)}
      />
    </main>
  );
}
