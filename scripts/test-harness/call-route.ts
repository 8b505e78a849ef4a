import { md5Hex } from "../../lib/auth/password.ts";
import { installPeerAddress, PEER_ADDRESS_HEADER } from "../../lib/http/peer-address.mjs";

// As in the server process, the peer-address header is the connection's address (what `peer` sets).
installPeerAddress();

// Calls a route handler in-process with a real Request, as Next.js would, against the test database.

export const DEMO_PASSWORDS: Record<string, string> = {
  "demo.maker": "demo-maker-pw",
  "demo.checker": "demo-checker-pw",
  "demo.viewer": "demo-viewer-pw",
  "demo.admin": "demo-admin-pw",
  "dual.maker": "dual-maker-pw",
  "acme.maker": "acme-maker-pw",
  "acme.checker": "acme-checker-pw",
  "north.maker": "north-maker-pw",
  "auto.maker": "auto-maker-pw",
  "dropin.maker": "dropin-maker-pw",
};
export type DemoUser = keyof typeof DEMO_PASSWORDS;

export type Auth =
  | DemoUser
  | { basic: [string, string] }
  | { bearer: string }
  | { oauthHeader: string }
  /** A console session's headers (scripts/test-harness/console-session.ts): a user holding a second factor. */
  | { session: Record<string, string> }
  | null;

export interface CallOptions {
  method?: string;
  path: string;
  auth?: Auth;
  /** Serialized as JSON with content-type application/json. */
  body?: unknown;
  /** Sent as is (for malformed JSON, wrong content types, oversize bodies). */
  rawBody?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  /** The address the call comes from, as the server stamps it from the socket. */
  peer?: string;
}

// Response bodies are asserted by shape in the tests, so they are typed loosely on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonBody = any;

export interface CallResult {
  status: number;
  headers: Headers;
  body: JsonBody;
}

type RouteHandler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export function basicHeader(username: string, secret: string): string {
  return `Basic ${Buffer.from(`${username}:${secret}`).toString("base64")}`;
}

function authHeaders(auth: Auth | undefined): Record<string, string> {
  if (!auth) return {};
  if (typeof auth === "string") return { authorization: basicHeader(auth, DEMO_PASSWORDS[auth]) };
  if ("basic" in auth) return { authorization: basicHeader(auth.basic[0], auth.basic[1]) };
  if ("bearer" in auth) return { authorization: `Bearer ${auth.bearer}` };
  if ("session" in auth) return auth.session;
  return { "x-cap-api-oauth-token": auth.oauthHeader };
}

export async function callRoute(handler: unknown, options: CallOptions): Promise<CallResult> {
  const headers: Record<string, string> = { accept: "application/json", ...authHeaders(options.auth) };
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] = "application/json";
  }
  Object.assign(headers, options.headers);
  if (options.peer) headers[PEER_ADDRESS_HEADER] = options.peer;
  const request = new Request(new URL(options.path, "http://localhost:3000"), {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
  const response = await (handler as RouteHandler)(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  let parsed: JsonBody = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* keep the text */
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** Calls `handler` with `rawBody` sent as is under `contentType`: malformed JSON, wrong content types, huge bodies. */
export const callRouteRaw = (
  handler: unknown,
  options: CallOptions,
  rawBody: string,
  contentType = "application/json",
) => callRoute(handler, { ...options, rawBody, headers: { ...options.headers, "content-type": contentType } });

export { md5Hex };
