import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/** Who is signing in from where: next-auth's callbacks do not get the request, the session record wants it. */
export interface SignInContext {
  ip: string;
  userAgent: string;
  requestId?: string;
  /** scheme://host[:port] the request arrived at: the passkey sign-in's expected origin without NEXTAUTH_URL. */
  origin?: string;
}

const storage = new AsyncLocalStorage<SignInContext>();

/** Runs a next-auth request with its context available to the sign-in callbacks. */
export function withSignInContext<T>(context: SignInContext, run: () => T): T {
  return storage.run(context, run);
}

export function signInContext(): SignInContext {
  return storage.getStore() ?? { ip: "", userAgent: "" };
}
