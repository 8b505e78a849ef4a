"use client";

import { signOut } from "next-auth/react";
import { Button } from "@/components/ui/button.tsx";

export function SignOutButton() {
  return (
    <Button type="button" onClick={() => signOut({ callbackUrl: "/login" })}>
      Sign out
    </Button>
  );
}
