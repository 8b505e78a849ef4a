"use client";

import { getCsrfToken } from "next-auth/react";
import { useState, type FormEvent } from "react";

/** Posts next-auth's sign-in form for the provider, so the browser goes on to the organization's IdP. */
function goToProvider(providerId: string, csrfToken: string, callbackUrl: string) {
  const form = document.createElement("form");
  form.method = "POST";
  form.action = `/api/auth/signin/${encodeURIComponent(providerId)}`;
  for (const [name, value] of Object.entries({ csrfToken, callbackUrl })) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/**
 * "Sign in with single sign-on": asks for the organization (its id or sign-in name), then goes to its
 * provider. next-auth's signIn() would first look the provider up in /api/auth/providers, which on purpose
 * does not list the organizations' providers, so the form is posted here.
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
      goToProvider(providerId, csrfToken, callbackUrl);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };

  if (!open)
    return (
      <button type="button" className="button secondary" onClick={() => setOpen(true)}>
        Sign in with single sign-on
      </button>
    );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Single sign-on">
      <div className="field">
        <label htmlFor="sso-organization">Organization (id or sign-in name)</label>
        <input id="sso-organization" name="organization" autoComplete="organization" autoFocus maxLength={100} />
      </div>
      {failure && (
        <p role="alert" className="form-error">
          {failure}
        </p>
      )}
      <button className="button" type="submit" disabled={busy}>
        {busy ? "Going to your provider…" : "Continue with single sign-on"}
      </button>
    </form>
  );
}
