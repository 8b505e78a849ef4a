import { idParam } from "@/lib/validation/id-param.ts";

/** A customer id from a form page's URL; anything but a plain id leaves the lookup empty. */
export const customerIdParam = (value: string | string[] | undefined) =>
  typeof value === "string" && idParam.safeParse(value).success ? value : undefined;
