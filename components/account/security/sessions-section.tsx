"use client";

/** The security page's "Sessions" section. */
export function SessionsSection() {
  return (
    <section className="panel" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Sessions</h2>
    </section>
  );
}
