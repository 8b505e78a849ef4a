import { describe, expect, it } from "vitest";
import { callRoute, type DemoUser, type JsonBody } from "@/scripts/test-harness/call-route.ts";
import * as customers from "@/app/v2/customers/route.ts";
import * as requests from "@/app/v2/requests/route.ts";
import * as requestAdd from "@/app/v1.1/request/add/route.ts";
import * as requestApprove from "@/app/v1.1/request/approve/route.ts";
import * as expiryLookup from "@/app/v2/customers/lookup/pointsExpirySchedule/route.ts";
import * as vendorCreate from "@/app/api_gateway/rewards/core/v1/vendor/create/route.ts";
import * as changeLabels from "@/app/v2/customers/[id]/changeLabels/route.ts";
import * as targetGroups from "@/app/v3/targetGroups/route.ts";
import * as productAdd from "@/app/v1.1/product/add/route.ts";
import { loadDocumentedBodies, withSavedIds, type DocumentedBody } from "./documented-bodies.ts";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
interface Route {
  pattern: RegExp;
  module: Record<string, unknown>;
  /** What a success of this operation says, beyond its HTTP status. */
  succeeded(body: JsonBody, sent: JsonBody): void;
  savedId?(body: JsonBody): number;
}

const ROUTES: Route[] = [
  {
    pattern: /^\/v2\/customers$/,
    module: customers,
    succeeded: (body) => expect(body.createdId).toEqual(expect.any(Number)),
  },
  {
    pattern: /^\/v2\/requests$/,
    module: requests,
    succeeded: (body) => {
      if (Array.isArray(body.response)) expect(body.failureCount).toBe(0);
      else expect(body.createdId).toEqual(expect.any(Number));
    },
    savedId: (body) => body.createdId,
  },
  {
    pattern: /^\/v1\.1\/request\/(add|approve)$/,
    module: requestAdd,
    succeeded: (body) => {
      expect(body.response.status.success).toBe("true");
      for (const item of body.response.requests.request) expect(item.item_status).toMatchObject({ code: 9000 });
    },
    savedId: (body) => Number(body.response.requests.request[0].id),
  },
  {
    pattern: /^\/v2\/customers\/lookup\/pointsExpirySchedule$/,
    module: expiryLookup,
    succeeded: (body) => expect(body.expirySchedules.length).toBeGreaterThan(0),
  },
  {
    pattern: /^\/api_gateway\/rewards\/core\/v1\/vendor\/create$/,
    module: vendorCreate,
    succeeded: (body, sent) => {
      expect(body.status).toMatchObject({ success: true, code: 5002 });
      expect(body.vendor).toMatchObject({ name: sent.name, brandId: Number(sent.brandId) });
      expect(body.vendor.code).toEqual(sent.code ?? expect.any(String));
    },
  },
  {
    pattern: /^\/v2\/customers\/(\d+)\/changeLabels$/,
    module: changeLabels,
    succeeded: (body) => expect(body).toMatchObject({ entity: 5001, errors: [] }),
  },
  {
    pattern: /^\/v3\/targetGroups$/,
    module: targetGroups,
    succeeded: (body, sent) => {
      expect(body.errors).toBeNull();
      // A 64-bit till id is stored as such and returned as sent.
      expect(body.data).toMatchObject({ name: sent.name, preferredTillId: Number(sent.preferredTillId) });
      expect(body.data.periods).toHaveLength(sent.periods.length);
    },
  },
  {
    pattern: /^\/v1\.1\/product\/add$/,
    module: productAdd,
    succeeded: (body, sent) => {
      expect(body.response.product).toHaveLength(sent.root.product.length);
      for (const item of body.response.product) expect(item.item_status).toMatchObject({ success: true });
    },
  },
];

function routeOf(fixture: DocumentedBody) {
  const [method, path] = fixture.operation.split(" ");
  const route = ROUTES.find((candidate) => candidate.pattern.test(path));
  if (!route) throw new Error(`no route for ${fixture.operation}`);
  // approve lives in its own module beside add
  const handlers: Record<string, unknown> = path.endsWith("/approve") ? requestApprove : route.module;
  const id = /\/customers\/(\d+)\//.exec(path)?.[1];
  return { method, path, route, handler: handlers[method] as Handler, params: id ? { id } : undefined };
}

describe("the original's documented request bodies, each through its route", () => {
  const saved = new Map<string, number>();
  for (const fixture of loadDocumentedBodies())
    it(`${fixture.file}: ${fixture.from}`, async () => {
      const { method, path, route, handler, params } = routeOf(fixture);
      const sent = withSavedIds(fixture.body, saved) as JsonBody;
      const res = await callRoute(handler, {
        method,
        path: fixture.query ? `${path}?${fixture.query}` : path,
        auth: fixture.auth as DemoUser,
        body: sent ?? undefined,
        params,
      });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      route.succeeded(res.body, sent);
      if (fixture.saveIdAs) saved.set(fixture.saveIdAs, route.savedId!(res.body));
    });
});
