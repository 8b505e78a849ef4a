import type { SsoSettingsView } from "../auth/sso/sso-settings-schema.ts";
import { effectiveRule } from "./approval-policy.ts";
import type { OrganizationSettings } from "./get-organization-settings.ts";

// Client-safe: the settings as GET and PATCH /v2/admin/settings answer them and the settings page edits
// them, with the approval policy's defaults filled in, so nobody has to know what an absent threshold means.

export type OrganizationSettingsView = Omit<OrganizationSettings, "approvalPolicy"> & {
  /** Single sign-on, without its client secret; null when not set up. */
  sso: SsoSettingsView | null;
  approvalPolicy: {
    GOODWILL_POINTS: {
      autoApproveUpTo: number | null;
      maxPoints: number | null;
      secondApproverAbove: number | null;
      confirmAbove: number;
    };
    TRANSACTION: {
      autoApproveUpTo: number | null;
      maxAmount: number | null;
      secondApproverAbove: number | null;
      confirmAbove: number;
    };
  };
};

export function renderOrganizationSettings(
  settings: OrganizationSettings,
  sso: SsoSettingsView | null,
): OrganizationSettingsView {
  const { max: maxPoints, ...goodwill } = effectiveRule(settings.approvalPolicy, "GOODWILL_POINTS");
  const { max: maxAmount, ...transaction } = effectiveRule(settings.approvalPolicy, "TRANSACTION");
  return {
    autoApproval: settings.autoApproval,
    dualEligibility: settings.dualEligibility,
    ouLevelProducts: settings.ouLevelProducts,
    defaultProgramId: settings.defaultProgramId,
    clientAutoApprove: settings.clientAutoApprove,
    timeZone: settings.timeZone,
    mfaRequiredFor: settings.mfaRequiredFor,
    sessionIdleMinutes: settings.sessionIdleMinutes,
    sessionMaxHours: settings.sessionMaxHours,
    sso,
    approvalPolicy: {
      GOODWILL_POINTS: {
        autoApproveUpTo: goodwill.autoApproveUpTo,
        maxPoints,
        secondApproverAbove: goodwill.secondApproverAbove,
        confirmAbove: goodwill.confirmAbove,
      },
      TRANSACTION: {
        autoApproveUpTo: transaction.autoApproveUpTo,
        maxAmount,
        secondApproverAbove: transaction.secondApproverAbove,
        confirmAbove: transaction.confirmAbove,
      },
    },
  };
}
