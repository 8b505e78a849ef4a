export type CheckSetting = "autoApproval" | "dualEligibility" | "ouLevelProducts";
export type SelectSetting = "clientAutoApprove" | "defaultProgramId" | "timeZone";

/** The label and the explanation of each organization setting the settings form switches or chooses. */
export const SETTING_WORDS: Readonly<Record<CheckSetting | SelectSetting, { label: string; hint: string }>> = {
  autoApproval: {
    label: "Requests are approved automatically",
    hint: "When on, every request of this organization is approved as it is created and approving one by hand answers 9054. Leave off for maker-checker review.",
  },
  clientAutoApprove: {
    label: "API clients may ask for immediate approval (client_auto_approve)",
    hint: "Who may send client_auto_approve=true to have a request processed at once, without review.",
  },
  defaultProgramId: {
    label: "Default program",
    hint: "Goodwill points are credited to this program, and the expiry schedule shows it first.",
  },
  dualEligibility: {
    label: "Dual eligibility",
    hint: "Customers may earn in more than one program at once; the expiry lookup by program is refused.",
  },
  ouLevelProducts: {
    label: "Products per org unit",
    hint: "Products are kept per store or org unit rather than once for the organization.",
  },
  timeZone: {
    label: "Time zone",
    hint: "Times in the console and in its CSV exports are shown in this zone. The API keeps its own formats.",
  },
};
