import { z } from "zod";
import { dataAnswer } from "./v2-responses.ts";

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

export const sessionListSchema = dataAnswer(z.array(sessionSchema));

export const sessionEndedSchema = dataAnswer(
  z.strictObject({
    id: z.string(),
    current: z.boolean().describe("The caller ended the session it called with: it is signed out."),
  }),
);

export const otherSessionsEndedSchema = dataAnswer(
  z.strictObject({ ended: z.number().int().describe("How many sessions ended.") }),
);

export const userSessionsEndedSchema = dataAnswer(
  z.strictObject({ userId: z.number().int(), ended: z.number().int().describe("How many sessions ended.") }),
);
