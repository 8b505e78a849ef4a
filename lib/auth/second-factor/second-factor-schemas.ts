import { z } from "zod";

// Client-safe: the /v2/me/second-factor routes and the console's forms parse with these.
export const secondFactorCodeSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, "Enter the code from your authenticator app, or a recovery code")
      .max(64, "An authentication code has 6 digits, a recovery code 10 characters"),
  })
  .strict();
export type SecondFactorCodeInput = z.infer<typeof secondFactorCodeSchema>;
