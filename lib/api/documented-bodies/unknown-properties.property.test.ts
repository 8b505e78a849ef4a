import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { callRoute } from "@/scripts/test-harness/call-route.ts";
import { POST as changeLabels } from "@/app/v2/customers/[id]/changeLabels/route.ts";
import { addCustomerSchema } from "../../customers/schemas.ts";
import { changeLabelsSchema } from "../../labels/schemas.ts";
import { productSchema } from "../../products/schemas.ts";
import {
  createRequestSchema,
  reviewRequestsSchema,
  v11AddSchema,
  v11ReviewItemSchema,
} from "../../requests/schemas.ts";
import { createTargetGroupSchema } from "../../target-groups/schemas.ts";
import { createVendorSchema } from "../../vendors/schemas.ts";
import { lenientSafeParse, valueAt } from "../../validation/lenient-parse.ts";
import { loadDocumentedBodies, withSavedIds } from "./documented-bodies.ts";

// Adding properties an operation does not know, anywhere in a valid body, never changes what is read from
// it: the original's clients echo response fields back and send extras, and the outcome must not move.

// Batches whose items the routes read one by one are read here as the items' schema in an array.
const SCHEMAS: Record<string, z.ZodType> = {
  "POST /v2/customers": addCustomerSchema,
  "POST /v2/requests": createRequestSchema,
  "PUT /v2/requests": reviewRequestsSchema,
  "POST /v1.1/request/add": v11AddSchema,
  "POST /v1.1/request/approve": z
    .object({ root: z.object({ request: z.array(v11ReviewItemSchema) }).strict() })
    .strict(),
  "POST /api_gateway/rewards/core/v1/vendor/create": createVendorSchema,
  "POST /v2/customers/5001/changeLabels": changeLabelsSchema,
  "POST /v3/targetGroups": createTargetGroupSchema,
  "POST /v1.1/product/add": z.object({ root: z.object({ product: z.array(productSchema) }).strict() }).strict(),
};

// Free-form maps, whose keys are data rather than properties of the operation.
const FREE_FORM = [/(^|\.)customFields$/, /(^|\.)images\.\d+$/];

type Path = (string | number)[];

function objectPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => objectPaths(item, [...path, index]));
  if (typeof value !== "object" || value === null) return [];
  const own = FREE_FORM.some((pattern) => pattern.test(path.join("."))) ? [] : [path];
  return [...own, ...Object.entries(value).flatMap(([key, child]) => objectPaths(child, [...path, key]))];
}

const additions = fc.array(
  fc.record({
    node: fc.nat(),
    key: fc.string({ maxLength: 12 }).map((text) => `unknown_${text}`),
    value: fc.jsonValue({ maxDepth: 3 }),
  }),
  { minLength: 1, maxLength: 6 },
);

/** The body with the additions, each on an object the operation reads (not inside one it already ignores). */
function withAdditions(body: unknown, list: { node: number; key: string; value: unknown }[], ignored: string[] = []) {
  const copy = structuredClone(body);
  const inIgnored = (path: Path) => ignored.some((prefix) => `${path.join(".")}.`.startsWith(`${prefix}.`));
  const nodes = objectPaths(copy).filter((path) => !inIgnored(path));
  const added = new Set<string>();
  for (const { node, key, value } of list) {
    const path = nodes[node % nodes.length];
    (valueAt(copy, path) as Record<string, unknown>)[key] = value;
    added.add([...path, key].join("."));
  }
  return { copy, added };
}

const fixtures = loadDocumentedBodies().filter((fixture) => fixture.body !== null);
const placeholderIds = new Map(["transaction", "goodwillPoints", "goodwillCoupon", "changeMobile"].map((n) => [n, 7]));

describe("unknown properties at any depth of a documented body", () => {
  it.each(fixtures.map((fixture) => [fixture.file, fixture] as const))(
    "%s: never change what is read, and each is named once",
    (_file, fixture) => {
      const schema = SCHEMAS[fixture.operation];
      expect(schema, fixture.operation).toBeDefined();
      const body = withSavedIds(fixture.body, placeholderIds);
      const baseline = lenientSafeParse(schema, body);
      expect(baseline.success).toBe(true);
      fc.assert(
        fc.property(additions, (list) => {
          const { copy, added } = withAdditions(body, list, baseline.success ? baseline.ignored : []);
          const result = lenientSafeParse(schema, copy);
          expect(result.success).toBe(true);
          if (!result.success || !baseline.success) return;
          expect(result.data).toEqual(baseline.data);
          expect(new Set(result.ignored)).toEqual(new Set([...baseline.ignored, ...added]));
        }),
        { numRuns: 60 },
      );
    },
  );

  it("never change a route's answer beyond its warnings (labels, which can be repeated)", async () => {
    const body = { add: [{ labelName: "VIP" }], remove: [{ labelName: "Newsletter" }] };
    const call = (sent: unknown) =>
      callRoute(changeLabels, {
        path: "/v2/customers/5001/changeLabels",
        auth: "demo.maker",
        body: sent,
        params: { id: "5001" },
      });
    const baseline = await call(body);
    expect(baseline.status).toBe(200);
    await fc.assert(
      fc.asyncProperty(additions, async (list) => {
        const { copy, added } = withAdditions(body, list);
        const res = await call(copy);
        expect(res.status).toBe(200);
        const ignoredWarnings = res.body.warnings.filter((w: { code: number }) => w.code === 9045);
        expect(ignoredWarnings).toHaveLength(added.size);
        expect({ ...res.body, warnings: res.body.warnings.filter((w: { code: number }) => w.code !== 9045) }).toEqual(
          baseline.body,
        );
      }),
      { numRuns: 20 },
    );
  });
});
