import { z } from "zod";

/** Body of POST /v3/oauth/token/generate: an API client's key and secret. */
export const tokenRequestSchema = z
  .object({ key: z.string().min(1).max(200), secret: z.string().min(1).max(500) })
  .strict();
