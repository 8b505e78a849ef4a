import { isHttps } from "../auth/client-ip.ts";
import { appEnv } from "../config/env.ts";

// Security headers of every answer, set by proxy.ts. Pages get a nonce-based Content-Security-Policy
// (Next.js puts the nonce on its own scripts when it finds the policy on the request; 'strict-dynamic'
// lets those load the rest of the bundle); API answers are JSON and need no sources at all. Styles
// allow 'unsafe-inline' because React style attributes and the API reference's renderer cannot carry
// a nonce; scripts, the dangerous half, stay nonce-only. Nothing may frame the console (clickjacking).

export const NONCE_HEADER = "x-nonce";

export interface SecurityHeaders {
  /** Headers the page render must see (the policy carries the nonce Next.js applies to its scripts). */
  request: Record<string, string>;
  response: Record<string, string>;
}

export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

export function pagePolicy(nonce: string, development = appEnv().NODE_ENV === "development"): string {
  return [
    "default-src 'self'",
    // React's development build evaluates code for its debugging aids; production never does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function securityHeaders(request: Request, kind: "page" | "api", nonce = newNonce()): SecurityHeaders {
  const policy = kind === "api" ? API_POLICY : pagePolicy(nonce);
  const response: Record<string, string> = {
    "content-security-policy": policy,
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
  };
  // Browsers ignore HSTS over plain http, and a proxy's X-Forwarded-Proto counts only when trusted.
  if (isHttps(request.headers, request.url))
    response["strict-transport-security"] = "max-age=31536000; includeSubDomains";
  return { request: kind === "api" ? {} : { "content-security-policy": policy, [NONCE_HEADER]: nonce }, response };
}
