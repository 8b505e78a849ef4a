import type { z } from "zod";
import type { CatalogueKind, CatalogueRow } from "../admin/catalogue/catalogue-kind.ts";
import { adminListBody } from "../admin/admin-list.ts";
import { catalogueListQuerySchema } from "../admin/catalogue/schemas.ts";
import { parseIdParam } from "../validation/id-param.ts";
import { apiRoute, json } from "./api-route.ts";
import { ignoredFieldWarnings, v2Family } from "./families/v2.ts";
import { parseQuery } from "./parse-input.ts";
import { queryObject } from "./query-params.ts";

// The handlers every /v2/admin catalogue kind shares: list and create on the collection, change and delete
// on one entry. `kindOf` picks the kind from the path (a dictionary's kind), refusing an unknown one.

interface KindRoutes<Params, Row extends CatalogueRow, Create, Update> {
  kindOf: (params: Params) => CatalogueKind<Row, Create, Update>;
  createSchema: z.ZodType<Create>;
  updateSchema: z.ZodType<Update>;
  render: (row: Row) => object;
}

const ADMIN = { family: v2Family, access: "admin", maxBodyBytes: 4096 } as const;

export function catalogueCollectionRoutes<
  Row extends CatalogueRow,
  C,
  U,
  Params extends Record<string, string> = Record<string, never>,
>(routes: KindRoutes<Params, Row, C, U>) {
  return {
    GET: apiRoute<Params>(ADMIN, async ({ principal, url, params }) => {
      const kind = routes.kindOf(params);
      const query = parseQuery(catalogueListQuerySchema, queryObject(url.searchParams));
      return json(adminListBody(await kind.list(principal, query), query, routes.render));
    }),
    POST: apiRoute<Params>(ADMIN, async ({ principal, params, body, ignoredFields }) => {
      const kind = routes.kindOf(params);
      const row = await kind.create(principal, await body(routes.createSchema));
      // 200, as every creation of the API answers (the original's do; the other admin creations too).
      return json({ data: routes.render(row), warnings: ignoredFieldWarnings(ignoredFields()) });
    }),
  };
}

export function catalogueEntryRoutes<Row extends CatalogueRow, C, U, Params extends { id: string } = { id: string }>(
  routes: KindRoutes<Params, Row, C, U>,
) {
  return {
    PATCH: apiRoute<Params>(ADMIN, async ({ principal, params, body, ignoredFields }) => {
      const kind = routes.kindOf(params);
      const row = await kind.update(principal, parseIdParam(params.id), await body(routes.updateSchema));
      return json({ data: routes.render(row), warnings: ignoredFieldWarnings(ignoredFields()) });
    }),
    DELETE: apiRoute<Params>(ADMIN, async ({ principal, params }) => {
      const row = await routes.kindOf(params).remove(principal, parseIdParam(params.id));
      return json({ data: routes.render(row), warnings: [] });
    }),
  };
}
