import { readdirSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { API_OPERATIONS } from "../../lib/api/openapi/api-operations.ts";
import { buildOpenApiDocument } from "../../lib/api/openapi/build-openapi-document.ts";
import type { OperationDoc } from "../../lib/api/openapi/operation-doc.ts";
import { callRoute, type Auth, type CallResult } from "./call-route.ts";

// Calls operations of the generated API reference through their real route handlers and checks each
// answer against the document's own schema for the status received.

export const openApiDocument = buildOpenApiDocument();
const ROOT = path.resolve(import.meta.dirname, "../..");
const API_FOLDERS = ["v1.1", "v2", "v3", "api_gateway"];

/** app/**\/route.ts of the API families, as OpenAPI path templates ([id] → {id}). */
export function apiRouteFiles(): { file: string; path: string }[] {
  return API_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, "app", folder), { recursive: true, encoding: "utf8" })
      .filter((entry) => path.basename(entry) === "route.ts")
      .map((entry) => {
        const relative = path.join(folder, path.dirname(entry)).split(path.sep).join("/");
        return {
          file: path.join(ROOT, "app", relative, "route.ts"),
          path: `/${relative}`.replace(/\[(\w+)\]/g, "{$1}"),
        };
      }),
  );
}

export function operationById(operationId: string): OperationDoc {
  const op = API_OPERATIONS.find((candidate) => candidate.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId} in the document`);
  return op;
}

export async function handlerOf(op: OperationDoc): Promise<unknown> {
  const file = path.join(ROOT, "app", op.path.replace(/\{(\w+)\}/g, "[$1]"), "route.ts");
  const handlers = (await import(file)) as Record<string, unknown>;
  return handlers[op.method.toUpperCase()];
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(openApiDocument, "openapi.json");

const pointer = (...segments: string[]) =>
  segments.map((s) => encodeURIComponent(s.replace(/~/g, "~0").replace(/\//g, "~1"))).join("/");

/** Problems of a JSON value against the schema at a JSON pointer of the document ([] when valid). */
export function schemaProblems(segments: string[], value: unknown): string[] {
  const validate = ajv.getSchema(`openapi.json#/${pointer(...segments)}`);
  if (!validate) return [`no schema at /${segments.join("/")}`];
  return validate(value)
    ? []
    : (validate.errors ?? []).map(
        (error) => `${error.instancePath || "/"} ${error.message} ${JSON.stringify(error.params)}`,
      );
}

export function responseProblems(op: OperationDoc, status: number, body: unknown): string[] {
  const documented = openApiDocument.paths[op.path]?.[op.method]?.responses[String(status)];
  if (!documented) return [`${op.method.toUpperCase()} ${op.path} does not document HTTP ${status}`];
  return schemaProblems(
    ["paths", op.path, op.method, "responses", String(status), "content", "application/json", "schema"],
    body,
  );
}

export interface OperationCall {
  auth?: Auth;
  /** Defaults to the operation's documented example; `null` sends none. */
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /** Defaults to the documented path and query examples. */
  params?: Record<string, string>;
  query?: Record<string, string>;
}

/** Calls the operation with its documented examples unless told otherwise. */
export async function callOperation(op: OperationDoc, call: OperationCall): Promise<CallResult> {
  const params = call.params ?? { ...op.pathParams };
  const query = new URLSearchParams(call.query ?? { ...op.queryExample }).toString();
  const url =
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? "")) +
    (query ? `?${query}` : "");
  const body = call.body === undefined ? op.body?.example : (call.body ?? undefined);
  return callRoute(await handlerOf(op), {
    method: op.method.toUpperCase(),
    path: url,
    auth: call.auth,
    body: call.rawBody === undefined ? body : undefined,
    rawBody: call.rawBody,
    headers: call.headers,
    params,
  });
}
