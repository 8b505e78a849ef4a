import { z } from "zod";
import { ACCESS_GROUPS } from "../auth/access-groups.ts";
import { ssoSettingsPatchSchema } from "../auth/sso/sso-settings-schema.ts";
import { isSupportedTimeZone } from "../time/time-zones.ts";
import { approvalPolicySchema } from "./approval-policy.ts";
import { CLIENT_AUTO_APPROVE_POLICIES } from "./client-auto-approve-policy.ts";

// Client-safe: what an administrator may change of the organization's settings, for PATCH
// /v2/admin/settings, the settings page and `npm run org:settings` alike. Every key is optional; unknown
// keys (an orgId among them) are refused, as a misspelt switch silently ignored would look saved.
export const organizationSettingsPatchSchema = z
  .object({
    autoApproval: z.boolean().optional(),
    dualEligibility: z.boolean().optional(),
    ouLevelProducts: z.boolean().optional(),
    // Whether it names an active program of the caller's organization is checked against the database.
    defaultProgramId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
    clientAutoApprove: z.enum(CLIENT_AUTO_APPROVE_POLICIES).optional(),
    timeZone: z
      .string()
      .max(64, "at most 64 characters")
      .refine(isSupportedTimeZone, "must be an IANA time zone name such as Europe/Berlin, or UTC")
      .optional(),
    // Replaces the rule of each kind given; kinds left out keep theirs.
    approvalPolicy: approvalPolicySchema.optional(),
    // Holders of any of these groups must have a second factor; [] requires it of nobody.
    mfaRequiredFor: z.array(z.enum(ACCESS_GROUPS)).max(ACCESS_GROUPS.length).optional(),
    sessionIdleMinutes: z.number().int().min(5).max(1440).optional(),
    sessionMaxHours: z.number().int().min(1).max(720).optional(),
    // Single sign-on: the fields given change, the others (the client secret among them) stay; null removes it.
    sso: ssoSettingsPatchSchema.nullable().optional(),
  })
  .strict();
export type OrganizationSettingsPatch = z.infer<typeof organizationSettingsPatchSchema>;
