import type { ApiFamily } from "../api-family.ts";
import type { ErrorItem } from "../../errors/domain-error.ts";

/** v2 items: {status: false, code, message}; warnings use the same shape. */
export const v2Item = (item: ErrorItem) => ({ status: false, code: item.code, message: item.message });

export const v2Family: ApiFamily = {
  name: "v2",
  renderErrors: (items) => ({ errors: items.map(v2Item), warnings: [] }),
};
