/** A customer id from a form page's URL; anything but a plain id leaves the lookup empty. */
export const customerIdParam = (value: string | string[] | undefined) => (typeof value === "string" && /^\d{1,10}$/.test(value) ? value : undefined);
