import type { ApiFamily } from "../api-family.ts";

// The product operations of v1.1 send a boolean `success`, unlike the request operations' "true"/"false".
export const v11ProductStatus = (success: boolean, code: number, message: string) => ({ success, code, message });

export const v11ProductFamily: ApiFamily = {
  name: "v1.1",
  renderErrors: (items) => ({
    response: {
      status: v11ProductStatus(false, items[0]?.code ?? 500, items.map((i) => i.message).join("; ")),
      product: [],
    },
  }),
};
