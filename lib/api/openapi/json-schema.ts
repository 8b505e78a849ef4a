import { z } from "zod";

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
