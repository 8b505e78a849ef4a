import { z } from "zod";
import { dataAnswer, v2ItemSchema } from "./v2-responses.ts";

// Response bodies of the caller's own account operations (v2).

export const passwordChangedSchema = dataAnswer(
  z.strictObject({ mustChangePassword: z.literal(false) }),
  z.array(v2ItemSchema),
);
