import type { ApiFamily } from "../api-family.ts";
import type { ErrorItem } from "../../errors/domain-error.ts";
import { v2Item } from "./v2.ts";

// The labels operation's documented response lists entity, warnings and errors plus success, message and
// errorCode: every one of them is answered, on success and on refusal, so a client reading any finds it.

export const labelsSuccess = (entity: number, warnings: ErrorItem[]) => ({
  entity,
  success: true,
  message: "Labels changed successfully",
  errorCode: null,
  errors: [],
  warnings: warnings.map(v2Item),
});

export const v2LabelsFamily: ApiFamily = {
  name: "v2",
  renderErrors: (items) => ({
    entity: null,
    success: false,
    message: items.map((i) => i.message).join("; "),
    errorCode: String(items[0]?.code ?? 500),
    errors: items.map(v2Item),
    warnings: [],
  }),
};
