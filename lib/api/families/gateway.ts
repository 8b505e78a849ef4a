import type { ApiFamily } from "../api-family.ts";

/** Rewards gateway: a status object plus the resource key, null on error (`vendor` unless told). */
export function gatewayFamily(resourceKey = "vendor"): ApiFamily {
  return {
    name: "gateway",
    renderErrors: (items) => ({
      status: { success: false, code: items[0]?.code ?? 500, message: items.map((i) => i.message).join("; ") },
      [resourceKey]: null,
    }),
  };
}

export const gatewayStatus = (code: number, message: string) => ({ success: true, code, message });
