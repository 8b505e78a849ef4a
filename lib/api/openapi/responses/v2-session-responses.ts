import { z } from "zod";
import { noItems } from "./v2-responses.ts";

// Response bodies of the console sessions operations, as lib/auth/sessions/session-view.ts renders them.

const sessionSchema = z.strictObject({
  id: z.string().describe("Names the session for DELETE /v2/me/sessions/{id}."),
  current: z.boolean().describe("The session this call came with (never for Basic or token calls)."),
  method: z.enum(["password", "sso", "passkey"]).describe("How the session was signed in."),
  secondFactor: z.boolean().describe("The sign-in passed a second factor."),
  device: z.string().describe('A short description of the browser, e.g. "Chrome on Linux".'),
  userAgent: z.string(),
  ip: z.string().describe("The address the sign-in came from."),
  createdAt: z.string(),
  lastSeenAt: z.string().describe("Kept to the minute."),
  expiresAt: z.string().describe("The latest the session ends, idle or not."),
});

export const sessionListSchema = z.strictObject({
  data: z.array(sessionSchema),
  warnings: noItems,
});

export const sessionEndedSchema = z.strictObject({
  data: z.strictObject({
    id: z.string(),
    current: z.boolean().describe("The caller ended the session it called with: it is signed out."),
  }),
  warnings: noItems,
});

export const otherSessionsEndedSchema = z.strictObject({
  data: z.strictObject({ ended: z.number().int().describe("How many sessions ended.") }),
  warnings: noItems,
});

export const userSessionsEndedSchema = z.strictObject({
  data: z.strictObject({ userId: z.number().int(), ended: z.number().int().describe("How many sessions ended.") }),
  warnings: noItems,
});
