import "server-only";

// What the /v2/admin routes let in: admins only, with a body limit by whether the route reads a body.

/** A route that reads a JSON body: 4 KiB at most. */
export const ADMIN_WITH_BODY = { access: "admin", maxInputBytes: 4096 } as const;

/** A route that reads no body (a reset, an end of sessions): 1 KiB at most. */
export const ADMIN_WITHOUT_BODY = { access: "admin", maxInputBytes: 1024 } as const;
