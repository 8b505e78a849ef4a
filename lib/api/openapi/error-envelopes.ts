import { z } from "zod";
import { productItemsSchema, v11ErrorStatusSchema } from "./responses/v1-1-responses.ts";
import { v2ItemSchema } from "./responses/v2-responses.ts";

/** A family's error body, given the schema of the codes one HTTP status may carry. */
export type ErrorEnvelope = (code: z.ZodType) => z.ZodType;

// One per family, mirroring lib/api/families/*: the contract test holds these and the renderers together.

export const v11ErrorEnvelope: ErrorEnvelope = (code) =>
  z.strictObject({ response: z.strictObject({ status: v11ErrorStatusSchema(code) }) });

export const v11ProductErrorEnvelope: ErrorEnvelope = (code) =>
  z.strictObject({
    response: z.strictObject({
      status: z.strictObject({ success: z.literal(false), code, message: z.string() }),
      product: productItemsSchema,
    }),
  });

export const v2ErrorEnvelope: ErrorEnvelope = (code) =>
  z.strictObject({
    errors: z.array(z.strictObject({ status: z.literal(false), code, message: z.string() })).min(1),
    warnings: z.array(v2ItemSchema).max(0),
  });

/** The labels operation answers every key of its documented response on refusals too (lib/api/families/v2-labels.ts). */
export const v2LabelsErrorEnvelope: ErrorEnvelope = (code) =>
  z.strictObject({
    entity: z.null(),
    success: z.literal(false),
    message: z.string(),
    errorCode: z.string().describe("The first error's code, as text."),
    errors: z.array(z.strictObject({ status: z.literal(false), code, message: z.string() })).min(1),
    warnings: z.array(v2ItemSchema).max(0),
  });

export const v3ErrorEnvelope: ErrorEnvelope = (code) =>
  z.strictObject({
    data: z.null(),
    errors: z.array(z.strictObject({ code, message: z.string() })).min(1),
    warnings: z.null(),
  });

export const gatewayErrorEnvelope =
  (resourceKey: string): ErrorEnvelope =>
  (code) =>
    z.strictObject({
      status: z.strictObject({ success: z.literal(false), code, message: z.string() }),
      [resourceKey]: z.null(),
    });
