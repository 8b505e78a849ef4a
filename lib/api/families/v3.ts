import type { ApiFamily } from "../api-family.ts";

/** v3 envelope: {data, errors, warnings}, errors null on success. */
export const v3Family: ApiFamily = {
  name: "v3",
  renderErrors: (items) => ({
    data: null,
    errors: items.map((i) => ({ code: i.code, message: i.message })),
    warnings: null,
  }),
};

export const v3Success = <T>(data: T, warnings: { code: number; message: string }[] | null = null) => ({
  data,
  errors: null,
  warnings,
});
