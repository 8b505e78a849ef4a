import type { Metadata } from "next";
import { PasskeysSection } from "@/components/account/security/passkeys-section.tsx";
import { SessionsSection } from "@/components/account/security/sessions-section.tsx";
import { TotpSection } from "@/components/account/security/totp-section.tsx";
import { PASSWORD_PAGE, requireSignedIn } from "@/lib/auth/page-access.ts";
import { redirect } from "next/navigation";

export const metadata: Metadata = { title: "Security" };

// Open to every signed-in user, one who must still enrol a second factor included: for them it is the only page.
export default async function Page() {
  const principal = await requireSignedIn();
  if (principal.mustChangePassword) redirect(PASSWORD_PAGE);
  const forced = principal.mustEnrolSecondFactor === true;
  return (
    <>
      <h1>Security</h1>
      {forced ? (
        <p role="status">
          Your organization requires a second factor for your access. Set up an authenticator app or a passkey: nothing
          else opens until you do.
        </p>
      ) : (
        <p className="muted">How {principal.username} signs in, and where.</p>
      )}
      <TotpSection />
      <PasskeysSection />
      <SessionsSection />
    </>
  );
}
