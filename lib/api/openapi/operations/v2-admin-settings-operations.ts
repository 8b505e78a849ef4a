import { z } from "zod";
import { ACCESS_GROUPS } from "../../../auth/access-groups.ts";
import { invalidInput } from "../../../errors/catalogue.ts";
import { CLIENT_AUTO_APPROVE_POLICIES } from "../../../orgs/client-auto-approve-policy.ts";
import { organizationSettingsPatchSchema } from "../../../orgs/schemas.ts";
import { documented, ok, operationGroup, type OperationDoc } from "../operation-doc.ts";
import { v2ItemSchema } from "../responses/v2-responses.ts";
import { V2_ADMIN } from "./v2-groups.ts";

const threshold = z.number().nullable();
const ssoSchema = z
  .strictObject({
    issuer: z.string().describe("The OpenID provider's issuer URL (its discovery document is read from there)."),
    clientId: z.string(),
    clientSecretSet: z.literal(true).describe("The client secret is stored sealed and never answered."),
    groupsClaim: z.string().describe("The ID token claim holding the user's IdP groups."),
    groupMap: z.record(z.string(), z.array(z.enum(ACCESS_GROUPS))).describe("IdP group → access groups."),
    enforce: z.boolean().describe("Console password sign-in refused except for the break-glass admins."),
    breakGlassAdmins: z
      .array(z.string())
      .describe("Admins who keep password sign-in under enforce; empty: every active admin."),
    signInName: z.string().describe("What users type on the sign-in page instead of the organization id."),
    redirectUri: z.string().describe("The redirect URI to register with the provider."),
  })
  .nullable()
  .describe("Single sign-on with OpenID Connect; null when not set up.");
const settingsSchema = z.strictObject({
  data: z.strictObject({
    autoApproval: z.boolean().describe("Approving a request answers 9054: the organization approves automatically."),
    dualEligibility: z.boolean(),
    ouLevelProducts: z.boolean(),
    defaultProgramId: z.number().int().nullable().describe("The program goodwill points are credited to."),
    clientAutoApprove: z.enum(CLIENT_AUTO_APPROVE_POLICIES),
    timeZone: z.string().describe("IANA zone the console and its exports show times in."),
    mfaRequiredFor: z
      .array(z.enum(ACCESS_GROUPS))
      .describe("Holders of any of these access groups must have a second factor (TOTP or a passkey)."),
    sessionIdleMinutes: z.number().int().describe("A console session ends after this many minutes without a request."),
    sessionMaxHours: z.number().int().describe("A console session ends this many hours after sign-in at the latest."),
    sso: ssoSchema,
    approvalPolicy: z
      .strictObject({
        GOODWILL_POINTS: z.strictObject({
          autoApproveUpTo: threshold,
          maxPoints: threshold.describe("1,000,000 until an administrator sets one."),
          secondApproverAbove: threshold,
          confirmAbove: z.number(),
        }),
        TRANSACTION: z.strictObject({
          autoApproveUpTo: threshold,
          maxAmount: threshold,
          secondApproverAbove: threshold,
          confirmAbove: z.number(),
        }),
      })
      .describe("Each kind's rule with the defaults filled in; null means no such threshold."),
  }),
  warnings: z.array(v2ItemSchema).max(0),
});

export const v2AdminSettingsOperations: OperationDoc[] = operationGroup({ tag: "Administration (v2)", ...V2_ADMIN }, [
  {
    method: "get",
    path: "/v2/admin/settings",
    operationId: "getOrganizationSettings",
    summary: "The organization's settings",
    description: "Switches, default program, time zone and approval policy, with the policy's defaults shown.",
    success: ok("The settings.", settingsSchema),
  },
  {
    method: "patch",
    path: "/v2/admin/settings",
    operationId: "updateOrganizationSettings",
    summary: "Change the organization's settings",
    description:
      "Any subset of the fields; unknown fields are refused (400), not ignored. approvalPolicy replaces the rule " +
      "of each kind given and keeps the others; within a rule autoApproveUpTo ≤ secondApproverAbove ≤ the maximum. " +
      "defaultProgramId names an active program of the organization, or null. sso sets up single sign-on (issuer, " +
      "clientId and clientSecret the first time; later the fields given change and the secret, left out, is kept), " +
      "null removes it. Audited with before and after; the client secret only as changed.",
    body: {
      schema: organizationSettingsPatchSchema,
      example: {
        timeZone: "Europe/Berlin",
        approvalPolicy: {
          GOODWILL_POINTS: { autoApproveUpTo: 100, secondApproverAbove: 10_000, maxPoints: 100_000 },
        },
        sso: {
          issuer: "https://idp.example.com/realms/retail",
          clientId: "loyalty-console",
          clientSecret: "client-secret-from-the-idp",
          groupsClaim: "groups",
          groupMap: { "loyalty-checkers": ["requests.approve", "points.read"] },
          enforce: false,
        },
      },
    },
    success: ok("The settings as they now are.", settingsSchema),
    errors: documented(
      invalidInput("defaultProgramId: no program 2001 in this organization", "defaultProgramId"),
      invalidInput("sso.signInName: acme is used by another organization", "sso.signInName"),
    ),
  },
]);
