"use client";

/** The security page's "Authenticator app" section. */
export function TotpSection() {
  return (
    <section className="panel" aria-labelledby="totp-heading">
      <h2 id="totp-heading">Authenticator app</h2>
    </section>
  );
}
