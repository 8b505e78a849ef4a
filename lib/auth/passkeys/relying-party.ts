import "server-only";
import { appEnv } from "../../config/env.ts";

/** Who the passkeys belong to: the WebAuthn relying party, and the page origin their answers must come from. */
export interface RelyingParty {
  /** The host name (no port): a passkey is bound to it. */
  rpID: string;
  rpName: string;
  /** scheme://host[:port] the browser reports in clientDataJSON. */
  origin: string;
}

const RP_NAME = "Loyalty Ops";

/**
 * The app's public URL decides: NEXTAUTH_URL when set (behind a proxy that rewrites hosts, the request's own
 * URL is not what the browser saw), else the origin the request arrived at. Browsers refuse WebAuthn on an
 * IP-address host; "localhost" and real host names work.
 */
export function relyingParty(requestOrigin: string): RelyingParty {
  const url = new URL(appEnv().NEXTAUTH_URL ?? requestOrigin);
  return { rpID: url.hostname, rpName: RP_NAME, origin: url.origin };
}
