import { z } from "zod";
import { MAX_PASSWORD_CHARS } from "./password-limits.ts";

// Client-safe: the API route and the console form parse with this one schema. The policy itself (length,
// username, strength) is applied by the server, which has the username and the strength dictionaries.
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password").max(500),
    newPassword: z.string().min(1, "Enter a new password").max(MAX_PASSWORD_CHARS),
  })
  .strict();
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
