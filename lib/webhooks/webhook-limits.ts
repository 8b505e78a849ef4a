// Client-safe: the limits the API reference, the console and the domain share.

/**
 * Subscriptions per organization: each one is a fan-out target of every matching event, so the count bounds
 * the deliveries one change can create; 20 covers one endpoint per system an organization connects.
 */
export const MAX_WEBHOOKS_PER_ORG = 20;

/** How long a rotated-out secret keeps signing, so receivers can switch without missing a delivery. */
export const PREVIOUS_SECRET_HOURS = 24;

export const DELIVERY_PAGE = { default: 50, max: 200 } as const;
