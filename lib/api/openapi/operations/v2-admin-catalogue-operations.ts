import type { z } from "zod";
import {
  catalogueEntryInUse,
  catalogueEntryNotFound,
  catalogueKindNotFound,
  catalogueNameTaken,
  defaultProgramKept,
  dictionaryValueUnknown,
  labelAlreadyExists,
} from "../../../errors/catalogue.ts";
import * as schemas from "../../../admin/catalogue/schemas.ts";
import { documented, ok, operationGroup, queried, type DocumentedError, type OperationDoc } from "../operation-doc.ts";
import {
  brandEntrySchema,
  catalogueAnswers,
  couponSeriesEntrySchema,
  dictionaryEntrySchema,
  labelEntrySchema,
  orgUnitEntrySchema,
  programEntrySchema,
} from "../responses/v2-admin-catalogue-responses.ts";
import { V2_ADMIN } from "./v2-groups.ts";

// The four operations of each /v2/admin catalogue kind, from one description per kind.

interface KindDoc {
  path: string;
  /** Operation id stem: listAdmin<plural>, createAdmin<singular>, ...; the plural defaults to the singular + s. */
  singular: string;
  plural?: string;
  what: string;
  entry: z.ZodType;
  create: { schema: z.ZodType; example: unknown };
  update: { schema: z.ZodType; example: unknown; pathParams: Record<string, string> };
  collectionParams?: Record<string, string>;
  taken: DocumentedError[];
  extraErrors?: DocumentedError[];
  usage: string;
}

function kindOperations(kind: KindDoc): OperationDoc[] {
  const answers = catalogueAnswers(kind.entry);
  const notFound = documented(catalogueEntryNotFound(kind.singular.toLowerCase(), "123"));
  const plural = kind.plural ?? `${kind.singular}s`;
  const extraErrors = kind.extraErrors ?? [];
  return operationGroup({ tag: "Admin: catalogue (v2)", ...V2_ADMIN }, [
    {
      method: "get",
      path: kind.path,
      operationId: `listAdmin${plural}`,
      summary: `List ${kind.what}`,
      description: "By name without letter case; `q` searches the name (and an org unit's code), `active` filters.",
      pathParams: kind.collectionParams,
      ...queried(schemas.catalogueListQuerySchema, { limit: "50" }),
      success: ok("One page of entries.", answers.page),
      errors: extraErrors,
    },
    {
      method: "post",
      path: kind.path,
      operationId: `createAdmin${kind.singular}`,
      summary: `Add to ${kind.what}`,
      description: "Names are unique in the organization; the change is in the audit log.",
      pathParams: kind.collectionParams,
      body: kind.create,
      success: ok("The new entry.", answers.one),
      errors: [...kind.taken, ...extraErrors],
    },
    {
      method: "patch",
      path: `${kind.path}/{id}`,
      operationId: `updateAdmin${kind.singular}`,
      summary: `Rename, change, deactivate or reactivate one of ${kind.what}`,
      description:
        "Send only the fields to change. `active: false` deactivates: the operations that take the entry refuse it " +
        "from the next call on, and the console stops offering it; `active: true` brings it back.",
      pathParams: kind.update.pathParams,
      body: { schema: kind.update.schema, example: kind.update.example },
      success: ok("The entry as changed.", answers.one),
      errors: [...notFound, ...kind.taken, ...extraErrors],
    },
    {
      method: "delete",
      path: `${kind.path}/{id}`,
      operationId: `deleteAdmin${kind.singular}`,
      summary: `Delete one of ${kind.what} that nothing uses`,
      description: `An entry in use (${kind.usage}) cannot be deleted, only deactivated (409).`,
      pathParams: kind.update.pathParams,
      success: ok("The entry as it was before it was deleted.", answers.one),
      errors: [
        ...notFound,
        ...documented(catalogueEntryInUse(kind.singular.toLowerCase(), "<name>", "3 products")),
        ...extraErrors,
      ],
    },
  ]);
}

const nameTaken = (noun: string) => documented(catalogueNameTaken(noun, "<name>"));

/** Brands and labels are only a name: the shared named schemas, with a new name and the demo entry renamed. */
const named = (newName: string, id: string, rename: string) => ({
  create: { schema: schemas.createNamedSchema, example: { name: newName } },
  update: { schema: schemas.updateNamedSchema, example: { name: rename }, pathParams: { id } },
});

export const v2AdminCatalogueOperations: OperationDoc[] = [
  ...kindOperations({
    path: "/v2/admin/programs",
    singular: "Program",
    what: "the organization's points programs",
    entry: programEntrySchema,
    create: { schema: schemas.createProgramSchema, example: { name: "Partner Points", earnRate: 0.1 } },
    update: {
      schema: schemas.updateProgramSchema,
      example: { name: "Partner Points Plus" },
      pathParams: { id: "1002" },
    },
    taken: [...nameTaken("program"), ...documented(defaultProgramKept("<name>"))],
    usage: "points lots, or the default program setting",
  }),
  ...kindOperations({
    path: "/v2/admin/brands",
    singular: "Brand",
    what: "the brands vendors belong to (their brandId)",
    entry: brandEntrySchema,
    ...named("Outlet Rewards", "10", "Demo Retail Rewards Club"),
    taken: nameTaken("brand"),
    usage: "vendors",
  }),
  ...kindOperations({
    path: "/v2/admin/dictionaries/{kind}",
    plural: "DictionaryEntries",
    singular: "DictionaryEntry",
    what: "a product dictionary: brand, color, category, size (with sizeType) or style",
    entry: dictionaryEntrySchema,
    collectionParams: { kind: "color" },
    create: { schema: schemas.createDictionaryEntrySchema, example: { name: "green" } },
    update: {
      schema: schemas.updateDictionaryEntrySchema,
      example: { name: "jet black" },
      pathParams: { kind: "color", id: "4" },
    },
    taken: nameTaken("color value"),
    extraErrors: documented(catalogueKindNotFound("colour")),
    usage: `products naming the value; a rename is carried to them, and a deactivated value is refused with ${
      dictionaryValueUnknown("brand", "x").code
    }`,
  }),
  ...kindOperations({
    path: "/v2/admin/coupon-series",
    plural: "CouponSeries",
    singular: "CouponSeries",
    what: "the coupon series goodwill coupons come from",
    entry: couponSeriesEntrySchema,
    create: { schema: schemas.createCouponSeriesSchema, example: { description: "Birthday 15% off" } },
    update: {
      schema: schemas.updateCouponSeriesSchema,
      example: { description: "Welcome 10% off, first purchase" },
      pathParams: { id: "9001" },
    },
    taken: nameTaken("coupon series"),
    usage: "coupons issued or requests naming the series",
  }),
  ...kindOperations({
    path: "/v2/admin/org-units",
    singular: "OrgUnit",
    what: "the org units products name by ou_code",
    entry: orgUnitEntrySchema,
    create: { schema: schemas.createOrgUnitSchema, example: { code: "store-002", name: "Store 002" } },
    update: { schema: schemas.updateOrgUnitSchema, example: { name: "Store 001 (flagship)" }, pathParams: { id: "1" } },
    taken: nameTaken("org unit"),
    usage: "products",
  }),
  ...kindOperations({
    path: "/v2/admin/labels",
    singular: "Label",
    what: "the customer labels",
    entry: labelEntrySchema,
    ...named("Gold", "3", "Newsletter subscribers"),
    taken: documented(labelAlreadyExists("<name>")),
    usage: "customers carrying the label",
  }),
];
