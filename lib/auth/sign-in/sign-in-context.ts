import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { REQUEST_ID_HEADER } from "../../http/request-id.ts";
import { clientIp } from "../client-ip.ts";

/** Who is signing in from where: next-auth's callbacks do not get the request, the session record wants it. */
export interface SignInContext {
  ip: string;
  userAgent: string;
  requestId?: string;
  /** scheme://host[:port] the request arrived at: the passkey sign-in's expected origin without NEXTAUTH_URL. */
  origin?: string;
}

const storage = new AsyncLocalStorage<SignInContext>();

/** The context of a request's headers (a Headers object, or the plain record next-auth hands authorize). */
export function signInContextOf(headers: Headers | Record<string, string | string[] | undefined>): SignInContext {
  const all = headers instanceof Headers ? headers : new Headers(headers as Record<string, string>);
  return {
    ip: clientIp(all),
    userAgent: all.get("user-agent") ?? "",
    // proxy.ts gives every request its id before next-auth sees it.
    requestId: all.get(REQUEST_ID_HEADER) ?? undefined,
  };
}

/** Runs a next-auth request with its context available to the sign-in callbacks. */
export function withSignInContext<T>(context: SignInContext, run: () => T): T {
  return storage.run(context, run);
}

export function signInContext(): SignInContext {
  return storage.getStore() ?? { ip: "", userAgent: "" };
}
