import { z } from "zod";
import { CLIENT_AUTO_APPROVE_POLICIES } from "./client-auto-approve-policy.ts";

// Client-safe: what an administrator may change of the organization's settings, for the settings
// function and a future settings page alike. Unknown keys (an orgId among them) are refused.
export const organizationSettingsPatchSchema = z
  .object({
    clientAutoApprove: z.enum(CLIENT_AUTO_APPROVE_POLICIES).optional(),
  })
  .strict();
export type OrganizationSettingsPatch = z.infer<typeof organizationSettingsPatchSchema>;
