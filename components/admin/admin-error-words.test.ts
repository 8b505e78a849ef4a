import { describe, expect, it } from "vitest";
import { describeOutcomeError } from "@/components/feedback/error-words.ts";
import * as catalogue from "@/lib/errors/catalogue.ts";
import { outcomeErrorOf } from "@/lib/errors/domain-outcome.ts";

// The administration and security pages' refusals read as console sentences: the words table's own where
// the API's message names routes or is terse, else the catalogue's message, filled with the values.

const REFUSALS = [
  catalogue.usernameTaken("someone"),
  catalogue.userNotFound(),
  catalogue.ownAccessGroupsUnchangeable(),
  catalogue.ownDeactivationRefused(),
  catalogue.ownPasswordResetRefused(),
  catalogue.ownSecondFactorResetRefused(),
  catalogue.lastActiveAdmin("deactivate"),
  catalogue.apiClientNotFound(),
  catalogue.apiClientRevoked(),
  catalogue.apiClientSelfChange(),
  catalogue.catalogueEntryNotFound("label", "7"),
  catalogue.catalogueKindNotFound("shoes"),
  catalogue.catalogueNameTaken("label", "Gold"),
  catalogue.catalogueEntryInUse("label", "Gold", "3 customers"),
  catalogue.defaultProgramKept("Main"),
  catalogue.organizationNameTaken("Acme"),
  catalogue.parentOrganizationUnknown("9"),
  catalogue.parentOrganizationIsChild("9"),
  catalogue.authenticationCodeWrong(),
  catalogue.totpAlreadyEnabled(),
  catalogue.totpEnrolmentNotStarted(),
  catalogue.totpNotEnabled(),
  catalogue.lastRequiredSecondFactor(),
  catalogue.recentSignInRequired(10),
  catalogue.passkeyNotFound(),
  catalogue.passkeyChallengeUnknown(),
  catalogue.passkeyNotVerified("bad signature"),
  catalogue.passkeyAlreadyRegistered(),
  catalogue.passkeyLimitReached(10),
  catalogue.sessionNotFound(),
];

describe("the words for administration and security refusals", () => {
  it.each(REFUSALS.map((error) => [outcomeErrorOf(error).key, error] as const))("%s", (_key, error) => {
    const words = describeOutcomeError(outcomeErrorOf(error)).text;
    expect(words).not.toMatch(/\/v2\/|\{\w+\}|undefined/);
    expect(words).toMatch(/^[A-Z].*\.$/);
  });

  it("fill in the refusal's values", () => {
    expect(describeOutcomeError(outcomeErrorOf(catalogue.usernameTaken("ann.lee"))).text).toContain("ann.lee");
    expect(
      describeOutcomeError(outcomeErrorOf(catalogue.catalogueEntryInUse("label", "Gold", "3 customers"))).text,
    ).toBe("The label Gold is in use by 3 customers: deactivate it instead of deleting it.");
  });
});
