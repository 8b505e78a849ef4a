import { callRoute, type Auth } from "./call-route.ts";

/** How the request routes name a customer: by id (as a string), mobile, email or external id; tests send bad ones too. */
export type CustomerRef = Record<string, unknown>;

export const byId = (customerId: number): CustomerRef => ({ id: String(customerId) });

/**
 * Asks POST /v2/requests (the route's `post` handler) as `auth` to merge `victim` into `survivor`, with the
 * query's source (and any client_auto_approve); answers the response unchecked.
 */
export const postMergeRequest = (
  post: unknown,
  auth: Auth,
  victim: CustomerRef,
  survivor: CustomerRef,
  query = "source=INSTORE",
) =>
  callRoute(post, {
    path: `/v2/requests?${query}`,
    auth,
    body: { type: "CHANGE_IDENTIFIER", baseType: "MERGE", victimCustomer: victim, survivorCustomer: survivor },
  });
