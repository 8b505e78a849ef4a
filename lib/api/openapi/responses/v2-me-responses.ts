import { z } from "zod";
import { v2ItemSchema } from "./v2-responses.ts";

// Response bodies of the caller's own account operations (v2).

export const passwordChangedSchema = z.strictObject({
  data: z.strictObject({ mustChangePassword: z.literal(false) }),
  warnings: z.array(v2ItemSchema),
});
