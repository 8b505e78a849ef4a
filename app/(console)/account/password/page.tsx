import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/account/change-password-form.tsx";
import { requireSignedIn } from "@/lib/auth/page-access.ts";

export const metadata: Metadata = { title: "Change password" };

// Open to every signed-in user, one with a one-time password included: for them it is the only page.
export default async function Page() {
  const principal = await requireSignedIn();
  const forced = principal.mustChangePassword === true;
  return (
    <>
      <h1>Change password</h1>
      {forced ? (
        <p role="status">
          You signed in with a one-time password. Choose your own password before you continue: nothing else opens until
          you do.
        </p>
      ) : (
        <p className="muted">Signed in as {principal.username}.</p>
      )}
      <ChangePasswordForm forced={forced} />
    </>
  );
}
