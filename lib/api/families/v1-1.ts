import type { ApiFamily } from "../api-family.ts";

/** v1.1 request-level status: success is the string "true" / "false", as the original sends it. */
export const v11Status = (success: boolean, code: number, message: string) => ({
  success: success ? "true" : "false",
  code,
  message,
});

export const v11Family: ApiFamily = {
  name: "v1.1",
  renderErrors: (items) => ({
    response: { status: v11Status(false, items[0]?.code ?? 500, items.map((i) => i.message).join("; ")) },
  }),
};
