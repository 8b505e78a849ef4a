"use client";

/** The security page's "Passkeys" section. */
export function PasskeysSection() {
  return (
    <section className="panel" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading">Passkeys</h2>
    </section>
  );
}
