import { z } from "zod";
import { API_CLIENT_STATUSES } from "../../../admin/api-clients/schemas.ts";
import { dataAnswer, pageAnswer, v2ItemSchema } from "./v2-responses.ts";

// Response bodies of /v2/admin/api-clients, as app/v2/admin/api-clients renders them. No secret but the
// one an answer hands over once.

const issuedClientFields = {
  id: z.number().int(),
  key: z.string().describe("The OAuth key (POST /v3/oauth/token/generate)."),
  name: z.string(),
  accessGroups: z.array(z.string()),
  expiresAt: z.string().nullable().describe("ISO 8601 (UTC); null: no expiry."),
};

const apiClientSchema = z.strictObject({
  ...issuedClientFields,
  status: z.enum(API_CLIENT_STATUSES),
  lastUsedAt: z.string().nullable().describe("When it was last given a token or used one (ISO 8601, UTC)."),
  expiresSoon: z.boolean().describe("Active and expiring within 14 days."),
  createdAt: z.string(),
});

const warnings = z.array(v2ItemSchema);
const secret = z.string().describe("Shown once: only its hash is stored.");

export const apiClientPageSchema = pageAnswer(apiClientSchema, warnings);
export const apiClientAnswerSchema = dataAnswer(apiClientSchema, warnings);
export const createdApiClientSchema = z.strictObject({ data: z.strictObject(issuedClientFields), secret, warnings });
export const rotatedApiClientSchema = z.strictObject({ data: apiClientSchema, secret, warnings });
