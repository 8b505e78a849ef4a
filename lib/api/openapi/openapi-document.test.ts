import { describe, expect, it } from "vitest";
import { z } from "zod";
import { OAUTH_HEADER } from "../../auth/authenticate-request.ts";
import {
  apiRouteFiles,
  handlerOf,
  openApiDocument,
  schemaProblems,
} from "../../../scripts/test-harness/openapi-client.ts";
import { callRoute } from "../../../scripts/test-harness/call-route.ts";
import { GET } from "../../../app/openapi.json/route.ts";
import { API_OPERATIONS } from "./api-operations.ts";
import { TAG_NOTES } from "./notes/tag-notes.ts";
import { loadDocumentedBodies, withSavedIds } from "../documented-bodies/documented-bodies.ts";

// The reference itself: OpenAPI 3.1-shaped, complete against app/, and its examples valid.

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (typeof value === "object" && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "$ref" && typeof inner === "string") found.push(inner);
      else refsIn(inner, found);
    }
  }
  return found;
}

function resolve(ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  return ref
    .slice(2)
    .split("/")
    .map((segment) => decodeURIComponent(segment).replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>(
      (node, key) => (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[key] : undefined),
      openApiDocument,
    );
}

describe("the OpenAPI document", () => {
  it("is served at /openapi.json without authentication", async () => {
    const res = await callRoute(GET, { path: "/openapi.json" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(openApiDocument)));
  });

  it("is OpenAPI 3.1-shaped: version, info, paths, components and security schemes", () => {
    expect(openApiDocument.openapi).toBe("3.1.0");
    expect(openApiDocument.info.title).toBeTruthy();
    expect(Object.keys(openApiDocument.paths).length).toBeGreaterThan(0);
    expect(Object.keys(openApiDocument.components.schemas).length).toBeGreaterThan(0);
    expect(Object.keys(openApiDocument.components.securitySchemes).sort()).toEqual([
      "basicAuth",
      "bearerAuth",
      "oauthTokenHeader",
    ]);
    expect(openApiDocument.components.securitySchemes.oauthTokenHeader.name.toLowerCase()).toBe(OAUTH_HEADER);
    for (const [route, operations] of Object.entries(openApiDocument.paths)) {
      expect(route).toMatch(/^\//);
      for (const [method, operation] of Object.entries(operations)) {
        expect(["get", "post", "put", "patch", "delete"]).toContain(method);
        expect(Object.keys(operation.responses).length).toBeGreaterThan(1);
        const templated = [...route.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(
          operation.parameters
            .filter((p) => p.in === "path")
            .map((p) => p.name)
            .sort(),
          `${method} ${route}`,
        ).toEqual(templated);
      }
    }
  });

  it("resolves every $ref", () => {
    const refs = refsIn(openApiDocument);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => resolve(ref) === undefined)).toEqual([]);
  });

  it("has unique operation ids", () => {
    const ids = API_OPERATIONS.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("carries each operation's rules in its description, and each tag's shared rules in the tag's", () => {
    const operation = (path: string, method: string) =>
      (openApiDocument.paths[path] as Record<string, { description: string }>)[method].description;
    // A few rules only the notes state, one per area.
    expect(operation("/v2/requests", "post")).toContain('9018 "Request for Merge already exists');
    expect(operation("/v2/requests", "get")).toContain("`pagination.nextCursor` (null on the last page)");
    expect(operation("/v1.1/request/approve", "post")).toContain("GOODWILL COUPON approvals through");
    expect(operation("/v1.1/product/add", "post")).toContain("At most 10,000 items and 8 MB per call");
    expect(operation("/v2/audit", "get")).toContain("in the same transaction");
    const tags = openApiDocument.tags as { name: string; description?: string }[];
    expect(tags.find((tag) => tag.name === "Points (v2)")?.description).toContain("fetchEarliestExpiryOnly=true");
    expect(tags.find((tag) => tag.name === "Admin: catalogue (v2)")?.description).toContain("deactivated");
    // Notes written for a tag no operation carries would never be shown.
    for (const name of Object.keys(TAG_NOTES)) expect(tags.map((tag) => tag.name)).toContain(name);
  });

  it("documents every route handler under the API folders of app/, and nothing else", async () => {
    const served: string[] = [];
    for (const route of apiRouteFiles()) {
      const handlers = (await import(route.file)) as Record<string, unknown>;
      for (const method of METHODS)
        if (typeof handlers[method] === "function") served.push(`${method.toLowerCase()} ${route.path}`);
    }
    const documented = Object.entries(openApiDocument.paths).flatMap(([route, operations]) =>
      Object.keys(operations).map((method) => `${method} ${route}`),
    );
    expect(served.length).toBeGreaterThan(20);
    expect(documented.sort()).toEqual(served.sort());
    for (const op of API_OPERATIONS) expect(typeof (await handlerOf(op)), op.operationId).toBe("function");
  });

  it.each(API_OPERATIONS.filter((op) => op.body).map((op) => [op.operationId, op] as const))(
    "%s: the example body passes the handler's own schema and the documented one",
    (_id, op) => {
      const body = op.body!;
      const parsed = body.schema.safeParse(body.example);
      expect(parsed.success ? [] : z.prettifyError(parsed.error)).toEqual([]);
      if (body.documentedAs) expect(body.documentedAs.safeParse(body.example).success).toBe(true);
      expect(
        schemaProblems(
          ["paths", op.path, op.method, "requestBody", "content", "application/json", "schema"],
          body.example,
        ),
      ).toEqual([]);
    },
  );

  it.each(API_OPERATIONS.filter((op) => op.queryExample).map((op) => [op.operationId, op] as const))(
    "%s: the example query passes the handler's query schema",
    (_id, op) => {
      const forms = op.query ?? [];
      expect(forms.some((form) => form.safeParse(op.queryExample).success)).toBe(true);
    },
  );

  it("describes request bodies as the server reads them: open to unknown properties, both types where both are taken", () => {
    for (const name of Object.keys(openApiDocument.components.schemas).filter((key) => key.endsWith("Request")))
      expect(JSON.stringify(openApiDocument.components.schemas[name]), name).not.toContain(
        '"additionalProperties":false',
      );
    const ids = new Map(["transaction", "goodwillPoints", "goodwillCoupon", "changeMobile"].map((n) => [n, 7]));
    for (const fixture of loadDocumentedBodies().filter((f) => f.body !== null)) {
      const [method, path] = fixture.operation.split(" ");
      const op = API_OPERATIONS.find(
        (candidate) =>
          candidate.method === method.toLowerCase() &&
          new RegExp(`^${candidate.path.replace(/\{\w+\}/g, "[^/]+")}$`).test(path),
      );
      expect(op, fixture.operation).toBeDefined();
      const at = ["paths", op!.path, op!.method, "requestBody", "content", "application/json", "schema"];
      expect(schemaProblems(at, withSavedIds(fixture.body, ids)), fixture.file).toEqual([]);
    }
  });

  it("fails a response that carries a field the document does not have (closed schemas)", () => {
    const op = API_OPERATIONS.find((candidate) => candidate.operationId === "createLabel")!;
    const at = ["paths", op.path, op.method, "responses", "200", "content", "application/json", "schema"];
    const valid = {
      data: { labelId: 1, labelName: "Gold", customerCount: 0, createdOn: "2026-01-01T00:00:00+05:30" },
      warnings: [],
      errors: [],
    };
    expect(schemaProblems(at, valid)).toEqual([]);
    expect(schemaProblems(at, { ...valid, data: { ...valid.data, secret: "x" } })).not.toEqual([]);
  });
});
