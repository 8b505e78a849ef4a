/**
 * The most customers a searched queue lists the requests of: its best matches (the customer search's order).
 * A text more customers share is narrowed before their requests are read, so a search costs the same in an
 * organization of millions, and the answer says it was narrowed.
 */
export const SEARCHED_CUSTOMERS_CAP = 250;
