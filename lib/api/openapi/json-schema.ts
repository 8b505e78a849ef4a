import { z } from "zod";
import { NUMERIC_TEXT } from "../../validation/lenient-parse.ts";

export type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema 2020-12, the dialect of OpenAPI 3.1. Requests are documented as the handler
 * accepts them (`input`: before defaults and transforms), responses as the renderers produce them.
 * Refinements have no JSON Schema form; the operation's description names those rules.
 */
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const converted: JsonSchema = z.toJSONSchema(schema, { io, target: "draft-2020-12", unrepresentable: "any" });
  delete converted.$schema;
  return converted;
}

/**
 * A request body's schema as the parsing layer takes it (lib/validation/lenient-parse.ts): unknown
 * properties allowed, numeric text where a number is read, a number where text is, null for an optional
 * property. Enumerations and formatted text stay as they are: no number is ever one of them.
 */
export function lenientBodySchemaOf(schema: z.ZodType): JsonSchema {
  return lenient(jsonSchemaOf(schema, "input"), false) as JsonSchema;
}

function lenient(node: unknown, optional: boolean): unknown {
  if (Array.isArray(node)) return node.map((child) => lenient(child, false));
  if (typeof node !== "object" || node === null) return node;
  const out: JsonSchema = {};
  const required = new Set((node as { required?: string[] }).required ?? []);
  for (const [key, value] of Object.entries(node)) {
    if (key === "additionalProperties" && value === false) continue;
    if (key === "properties" && typeof value === "object" && value !== null)
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, property]) => [name, lenient(property, !required.has(name))]),
      );
    else out[key] = lenient(value, false);
  }
  const types = typeof out.type === "string" ? [out.type] : undefined;
  if (!types) return out;
  if ((types[0] === "number" || types[0] === "integer") && out.pattern === undefined) {
    types.push("string");
    out.pattern = NUMERIC_TEXT.source;
  } else if (types[0] === "string" && out.enum === undefined && out.const === undefined && out.format === undefined) {
    types.push("number");
  }
  if (optional) types.push("null");
  out.type = types.length === 1 ? types[0] : types;
  return out;
}
