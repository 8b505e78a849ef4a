"use client";

import { getCsrfToken } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button.tsx";
import { InputField } from "@/components/ui/form-field.tsx";
import { FormError } from "@/components/ui/form-error.tsx";

/**
 * Starts next-auth's sign-in for the provider and sends the browser where it answers (the organization's
 * IdP). Asked for JSON rather than posted as a form: the page's CSP (form-action 'self') would block a
 * form's redirect to another origin.
 */
async function goToProvider(providerId: string, csrfToken: string, callbackUrl: string): Promise<void> {
  const answer = await fetch(`/api/auth/signin/${encodeURIComponent(providerId)}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, callbackUrl, json: "true" }),
  });
  const { url } = (await answer.json().catch(() => ({}))) as { url?: string };
  if (!url) throw new Error("Single sign-on is not available right now; try again.");
  window.location.assign(url);
}

/**
 * "Sign in with single sign-on": asks for the organization (its id or sign-in name), then goes to its
 * provider. next-auth's signIn() would first look the provider up in /api/auth/providers, which on purpose
 * does not list the organizations' providers, so its request is made here.
 */
export function SsoSignInButton({ callbackUrl }: { callbackUrl: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const organization = String(new FormData(event.currentTarget).get("organization") ?? "").trim();
    if (!organization) {
      setFailure("Enter your organization's id or sign-in name.");
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const answer = await fetch(`/api/auth/sso/provider?${new URLSearchParams({ organization })}`, {
        headers: { accept: "application/json" },
      });
      if (answer.status === 404) throw new Error("No organization with single sign-on by that id or sign-in name.");
      if (!answer.ok) throw new Error("Single sign-on is not available right now; try again.");
      const { providerId } = (await answer.json()) as { providerId: string };
      const csrfToken = await getCsrfToken();
      if (!csrfToken) throw new Error("Single sign-on is not available right now; try again.");
      await goToProvider(providerId, csrfToken, callbackUrl);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };

  // A link rather than a button: the sign-in form's "Sign in" button stays the only button of that name.
  if (!open)
    return (
      <a
        href="#single-sign-on"
        className="button secondary"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        Sign in with single sign-on
      </a>
    );
  return (
    <form id="single-sign-on" onSubmit={onSubmit} noValidate aria-label="Single sign-on">
      <InputField
        id="sso-organization"
        label="Organization (id or sign-in name)"
        name="organization"
        autoComplete="organization"
        autoFocus
        maxLength={100}
      />
      <FormError>{failure}</FormError>
      <Button type="submit" disabled={busy}>
        {busy ? "Going to your provider…" : "Continue with single sign-on"}
      </Button>
    </form>
  );
}
