// GET|POST /api/auth/* – browser sign-in and sign-out (next-auth)
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth-options.ts";

const handler = NextAuth(authOptions);
export { handler as GET, handler as POST };
