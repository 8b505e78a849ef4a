import { z } from "zod";
import { API_OPERATIONS } from "./api-operations.ts";
import { commonErrors, takesIdempotencyKey } from "./common-errors.ts";
import { jsonSchemaOf, lenientBodySchemaOf, type JsonSchema } from "./json-schema.ts";
import type { DocumentedError, OperationDoc } from "./operation-doc.ts";
import { TAG_NOTES } from "./notes/tag-notes.ts";
import { accessText, readsOnly, SECURITY_SCHEMES, securityFor } from "./security-schemes.ts";
import { MAX_IDEMPOTENCY_KEY_LENGTH } from "../idempotency.ts";

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: typeof SECURITY_SCHEMES; schemas: Record<string, JsonSchema> };
}

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  security: Record<string, never[]>[];
  parameters: {
    name: string;
    in: "path" | "query" | "header";
    required: boolean;
    schema: JsonSchema;
    description?: string;
    example?: string;
  }[];
  requestBody?: { required: true; content: { "application/json": { schema: { $ref: string }; example: unknown } } };
  responses: Record<string, { description: string; content: { "application/json": { schema: JsonSchema } } }>;
}

const DESCRIPTION =
  "The loyalty operations API, generated from the zod schemas the route handlers validate with. Each family keeps " +
  "the original platform's error envelope. Authenticate with Basic (a user), or with an OAuth token from " +
  '`POST /v3/oauth/token/generate` (an API client). In the console, "Try it out" without credentials uses your session.' +
  "\n\nBodies are read as the original's Java services read them: properties an operation does not know are " +
  "ignored (and listed in `warnings` where the answer has them), numeric text is read where a number is expected " +
  "and a number where text is (an integer field still takes only integers), and `null` counts as a property left " +
  "out. Unknown query parameters are ignored, except on the points expiry schedule (both forms), which refuses them with 8130.";

let cached: OpenApiDocument | undefined;

/** The OpenAPI 3.1 document served at /openapi.json; built once per process. */
export function buildOpenApiDocument(): OpenApiDocument {
  if (cached) return cached;
  const schemas: Record<string, JsonSchema> = {};
  const paths: OpenApiDocument["paths"] = {};
  for (const op of API_OPERATIONS) {
    paths[op.path] ??= {};
    paths[op.path][op.method] = operationObject(op, schemas);
  }
  cached = {
    openapi: "3.1.0",
    info: { title: "Loyalty Ops API", version: "0.1.0", description: DESCRIPTION },
    servers: [{ url: "/" }],
    tags: [...new Set(API_OPERATIONS.map((op) => op.tag))].map((name) =>
      TAG_NOTES[name] ? { name, description: TAG_NOTES[name] } : { name },
    ),
    paths,
    components: { securitySchemes: SECURITY_SCHEMES, schemas },
  };
  return cached;
}

function operationObject(op: OperationDoc, schemas: Record<string, JsonSchema>): OpenApiOperation {
  const name = op.operationId[0].toUpperCase() + op.operationId.slice(1);
  schemas[`${name}Response`] = jsonSchemaOf(op.success.schema, "output");
  const operation: OpenApiOperation = {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    description: [op.description, op.notes, accessText(op.access, readsOnly(op))].filter(Boolean).join("\n\n"),
    security: securityFor(op.access),
    parameters: [...pathParameters(op), ...queryParameters(op), ...headerParameters(op)],
    responses: successAndErrorResponses(op, ref(`${name}Response`)),
  };
  if (op.body) {
    schemas[`${name}Request`] = lenientBodySchemaOf(op.body.documentedAs ?? op.body.schema);
    operation.requestBody = {
      required: true,
      content: { "application/json": { schema: ref(`${name}Request`), example: op.body.example } },
    };
  }
  return operation;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Refusals the original answers with the success status (vendor 3004, 5007) share its response: either body. */
function successAndErrorResponses(op: OperationDoc, success: JsonSchema): OpenApiOperation["responses"] {
  const { [op.success.status]: refusal, ...errors } = errorResponses(op);
  const schema = refusal ? { anyOf: [success, refusal.content["application/json"].schema] } : success;
  const description = refusal
    ? `${op.success.description}  \nOr refused with this status, \`success\` false:  \n${refusal.description}`
    : op.success.description;
  return { [op.success.status]: { description, content: { "application/json": { schema } } }, ...errors };
}

function pathParameters(op: OperationDoc): OpenApiOperation["parameters"] {
  return Object.entries(op.pathParams ?? {}).map(([name, example]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string", pattern: "^\\d{1,15}$" },
    example,
  }));
}

function headerParameters(op: OperationDoc): OpenApiOperation["parameters"] {
  if (!takesIdempotencyKey(op)) return [];
  return [
    {
      name: "Idempotency-Key",
      in: "header",
      required: false,
      schema: { type: "string", minLength: 1, maxLength: MAX_IDEMPOTENCY_KEY_LENGTH },
      description:
        "Retry safely: the first answer (2xx-4xx) to this key is replayed for 24 hours with `Idempotent-Replayed: true`.",
    },
  ];
}

function queryParameters(op: OperationDoc): OpenApiOperation["parameters"] {
  const forms = op.query ?? [];
  const parameters = new Map<string, OpenApiOperation["parameters"][number]>();
  for (const form of forms) {
    const schema = jsonSchemaOf(form, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (parameters.has(name)) continue;
      const { description, ...propertySchema } = property as JsonSchema & { description?: string };
      parameters.set(name, {
        name,
        in: "query",
        required: forms.length === 1 && (schema.required ?? []).includes(name),
        schema: propertySchema,
        ...(description ? { description } : {}),
        ...(op.queryExample?.[name] !== undefined ? { example: op.queryExample[name] } : {}),
      });
    }
  }
  return [...parameters.values()];
}

function errorResponses(op: OperationDoc): OpenApiOperation["responses"] {
  const byStatus = new Map<number, DocumentedError[]>();
  for (const error of [...commonErrors(op), ...op.errors])
    byStatus.set(error.status, [...(byStatus.get(error.status) ?? []), error]);
  const itemStatuses = new Set(op.errors.map((error) => error.status));
  const responses: OpenApiOperation["responses"] = {};
  for (const [status, errors] of [...byStatus].sort(([a], [b]) => a - b)) {
    const codes = [...new Set(errors.map((error) => error.code))];
    const envelope = op.envelope(z.literal(codes as [number, ...number[]]));
    const body = op.batchErrorBody && itemStatuses.has(status) ? z.union([envelope, op.batchErrorBody]) : envelope;
    responses[status] = {
      description: errors.map((error) => `\`${error.code}\` ${error.message}`).join("  \n"),
      content: { "application/json": { schema: jsonSchemaOf(body, "output") } },
    };
  }
  return responses;
}
