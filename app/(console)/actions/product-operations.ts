import "server-only";
import { tooManyProducts } from "@/lib/errors/catalogue.ts";
import { outcomeErrorOfItem, type OutcomeError } from "@/lib/errors/domain-outcome.ts";
import { addProducts } from "@/lib/products/add-products.ts";
import { addProductsBodySchema, MAX_PRODUCTS_BODY_BYTES, MAX_PRODUCTS_PER_CALL } from "@/lib/products/schemas.ts";
import type { IssueMapper } from "@/lib/validation/describe-issue.ts";
import type { ConsoleOperation } from "./console-action.ts";

/** One product of a batch, in the order sent: saved with its status (added or updated), or refused. */
export type ProductItemOutcome = { ok: true; status: OutcomeError } | { ok: false; errors: OutcomeError[] };

export interface AddedProducts {
  items: ProductItemOutcome[];
}

// As the route: more products than one call takes is 9113, not a schema issue.
const mapProductsIssue: IssueMapper = (issue) =>
  issue.code === "too_big" && issue.path.join(".") === "root.product"
    ? tooManyProducts(MAX_PRODUCTS_PER_CALL)
    : undefined;

/** POST /v1.1/product/add's operation: each item saved or refused on its own, answered per item. */
export const addProductsOperation: ConsoleOperation<typeof addProductsBodySchema, AddedProducts> = {
  access: "default",
  schema: addProductsBodySchema,
  mapIssue: mapProductsIssue,
  maxInputBytes: MAX_PRODUCTS_BODY_BYTES,
  run: async (principal, input) => ({
    items: (await addProducts(principal, input.root.product)).items.map((item) =>
      item.ok
        ? { ok: true, status: outcomeErrorOfItem(item.status) }
        : { ok: false, errors: [outcomeErrorOfItem(item.status)] },
    ),
  }),
};
