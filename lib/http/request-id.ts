// Used by proxy.ts, the route wrapper, logging and health: web-standard APIs only.

export const REQUEST_ID_HEADER = "x-cap-requestid";

// A caller's id is echoed in headers, logs and 500 messages: only a short, plain one is taken as it is.
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's request id when it is a plausible one, else a new UUID. */
export function requestIdFrom(headers: Headers): string {
  const given = headers.get(REQUEST_ID_HEADER);
  return given && ACCEPTED_ID.test(given) ? given : crypto.randomUUID();
}

export const requestIdOf = (request: Request) => requestIdFrom(request.headers);
