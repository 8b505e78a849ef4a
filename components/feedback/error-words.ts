import type { ApiErrorItem } from "@/lib/client/api-client.ts";
import * as catalogue from "@/lib/errors/catalogue.ts";
import { formatMessage, type CatalogueEntry, type MessageParams } from "@/lib/errors/define-error.ts";
import type { OutcomeError } from "@/lib/errors/domain-outcome.ts";

const FAILED = "Something went wrong on the server; nothing was changed by this step. Try again.";

type Words = string | ((params: MessageParams) => string);

const sentence = (text = "") => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/**
 * The console's words table: what a refusal means for the person at the console. BY_CODE is keyed by code
 * ("code:variant" where the catalogue's row has variants; "code:name" for one row of a generic HTTP code,
 * which several rows share); BY_ROW by the name of a catalogue row with a code of its own. A code without
 * words here is shown with the catalogue's own message, filled with the error's values.
 */
const BY_CODE: Readonly<Record<string, Words>> = {
  // Accounts
  "400:currentPasswordWrong": "The current password is not correct.",
  "400:newPasswordRefused": (params) => sentence(params.reason),
  400: "Something in the form is not accepted.",
  401: "Your session has ended; sign in again.",
  403: "Your account lacks the access group this needs.",
  404: "It no longer exists, or belongs to another organization.",
  413: "It is too large to send.",
  500: FAILED,
  // Administration and account security
  "409:usernameTaken": (params) => `The username ${params.username} is taken: choose another.`,
  "404:userNotFound": "This user no longer exists in this organization.",
  "403:ownPasswordResetRefused": "You cannot reset your own password here: change it on your password page.",
  "403:ownSecondFactorResetRefused": "You cannot reset your own second factor here: manage it on your security page.",
  "404:catalogueEntryNotFound": (params) => `This ${params.noun} no longer exists in this organization.`,
  "404:catalogueKindNotFound": "This catalogue section does not exist.",
  "409:catalogueNameTaken": (params) => `Another ${params.noun} is already named ${params.name}: choose another name.`,
  "409:catalogueEntryInUse": (params) =>
    `The ${params.noun} ${params.name} is in use by ${params.usage}: deactivate it instead of deleting it.`,
  "409:defaultProgramKept": (params) =>
    `${params.name} is the default program: choose another default in Settings before deactivating it.`,
  "409:organizationNameTaken": (params) => `Another organization is already named ${params.name}.`,
  "404:parentOrganizationUnknown": "No organization has this id.",
  "409:parentOrganizationIsChild": "That organization is itself connected to a parent, so it cannot be one.",
  "400:authenticationCodeWrong": "The code is not correct, has expired or was used before. Enter the current one.",
  "409:totpAlreadyEnabled": "An authenticator app is already set up: remove it before setting up another.",
  "409:totpEnrolmentNotStarted": "No authenticator app is being set up: start again.",
  "409:totpNotEnabled": "No authenticator app is set up.",
  "409:lastRequiredSecondFactor":
    "Your organization requires a second factor and this is your last one: add another first (a passkey or an authenticator app).",
  "404:passkeyNotFound": "This passkey no longer exists.",
  "400:passkeyChallengeUnknown": "The passkey request expired; try adding it again.",
  "400:passkeyNotVerified": "Your browser's passkey could not be verified; try adding it again.",
  "404:sessionNotFound": "This session has already ended.",
  // (end of administration and account security)
};

const BY_ROW: { readonly [Row in keyof typeof catalogue]?: Words } = {
  // Requests
  invalidSource: "This source cannot be used for the request.",
  userAlreadyMerged: "These customers have already been merged.",
  customerNotFound: "No customer of this organization has that identifier.",
  invalidRequestType: "This request type is not accepted.",
  invalidRequestBaseType: "This request sub-type is not accepted.",
  requestNotFoundV11: "The request no longer exists.",
  invalidCouponSeries: "The coupon series does not exist in this organization.",
  blockedForChildOrg:
    "Requests are blocked for a child organization: only the parent organization may create merge requests.",
  mergeCustomerNotFound: "No customer of this organization matches the victim's or the survivor's identifiers.",
  sameMergeCustomer: "The victim and the survivor are the same customer. Choose two different customers.",
  victimAlreadyMerged: "The victim was already merged into another customer.",
  survivorAlreadyMerged: "The survivor was already merged into another customer: it no longer exists here.",
  victimMergePending: "The victim is already in a pending merge. Approve or reject that one first.",
  survivorMergePending: "The survivor is already in a pending merge. Approve or reject that one first.",
  requestNotFoundV2: "The request no longer exists.",
  requestNotPending: "Someone already decided this request.",
  requestForceApproved: "This request was approved automatically when it was created; there is nothing to review.",
  autoApprovalEnabled: "Approvals are switched off: this organization approves requests automatically.",
  sameUserCannotApprove: "You created this request: someone else has to review it.",
  requestTypeMismatch: "The request changed type since the page was loaded; reload and try again.",
  transactionNotFound: "The transaction to update does not exist.",
  noDefaultProgram: "The organization has no default program to credit the points to.",
  // Products
  invalidProductField: "A value is not accepted.",
  skuNotPassed: "The SKU is missing.",
  priceNotPassed: "The price is missing.",
  priceNotNumeric: "The price is not a number: use digits with an optional decimal point, such as 12.50.",
  eanTaken: "Another product of the organization already has this EAN.",
  skuRepeated: "This SKU appears earlier in the same batch; only its first occurrence is processed.",
  dictionaryValueUnknown: "Not one of the organization's brands, colors, categories, sizes or styles.",
  ouProductsDisabled: "This organization does not keep products per org unit, so leave the org unit (ou_code) empty.",
  orgUnitUnknown: "No org unit of the organization has this code.",
  tooManyProducts: "Too many products in one call.",
  concurrentProductChange:
    "Another change to the same SKU or EAN happened at the same moment; nothing of this call was written. Send it again.",
  // Vendors
  vendorAlreadyExists: "Another vendor of this organization already has this name or code.",
  brandNotFound: "This brand is not one of the organization's brands.",
  vendorNotFound: "This vendor no longer exists in this organization.",
  // Target groups
  targetGroupNameTaken:
    "Another target group of this organization already has this name (names are compared ignoring case, deactivated groups included). Choose another name.",
  streaksRequired: "A STREAKS group needs at least one streak: add a streak below, or choose another tracking type.",
  streakCountRequired: "Each streak needs a count: how many times in a row the target must be met.",
  targetNameTooLong: "A target name can be at most 200 characters long.",
  invalidTargetGroup: "The service refused one of the values as invalid; check the fields and try again.",
  targetGroupNotFound: "This target group does not exist in your organization any more.",
  // API clients
  apiClientNotFound: "This API client no longer exists in this organization.",
  apiClientRevoked: "This API client is revoked: create a new one instead.",
  apiClientSelfChange: "An API client cannot change its own access groups or revoke itself.",
  // Webhooks (the admin's webhooks pages)
  webhookNotFound: "This webhook endpoint no longer exists in your organization.",
  webhookDeliveryNotFound: "This delivery no longer exists; its endpoint may have been deleted.",
  webhookLimitReached: (params) =>
    `The organization already has ${params.limit ?? "the most"} webhook endpoints: delete one before adding another.`,
  webhookTargetForbidden: "This address is loopback, private or reserved: webhooks are sent only to public hosts.",
  webhookTargetUnresolved: "This host name does not resolve: check the URL.",
  webhookDisabled: "The endpoint is disabled: enable it first.",
  invalidDeliveryCursor: "The page of the delivery log was not understood; start from the first page.",
  // Customer labels and the points expiry schedule (console-catalog)
  labelNotFoundWarning: "The organization has no label with this name; create it first.",
  userLabelsNotFoundWarning: "The customer does not carry this label, so there was nothing to remove.",
  startDateInPast: "The start date must be tomorrow or later.",
  startDateAfterEndDate: "The start date is after the end date.",
  dateFormatNotSupported: "Dates must be written year-month-day (yyyy-MM-dd).",
  endDateTooFar: "The end date may be at most 100 years from today.",
  invalidProgramId: "This program does not belong to the organization.",
  expiryScheduleDualEligibility:
    "The schedule is unavailable because dual eligibility is enabled for the organization.",
};

const entries = catalogue as unknown as Readonly<Record<string, CatalogueEntry | undefined>>;

// One lookup by code: a row named in BY_ROW stands under its code.
const WORDS: Readonly<Record<string, Words | undefined>> = {
  ...BY_CODE,
  ...Object.fromEntries(Object.entries(BY_ROW).map(([row, words]) => [entries[row]?.code ?? row, words])),
};

/** The console's words for a refusal, when it has its own. */
export function wordsOf(error: Pick<OutcomeError, "code" | "key" | "params">): string | undefined {
  const words =
    (error.key && WORDS[`${error.code}:${error.key}`]) ||
    (error.params.variant && WORDS[`${error.code}:${error.params.variant}`]) ||
    WORDS[error.code];
  return typeof words === "function" ? words(error.params) : words;
}

/** The catalogue's message for an outcome error, filled with its values; undefined for an unknown row. */
export function catalogueMessage(error: Pick<OutcomeError, "key" | "params">): string | undefined {
  const entry = error.key ? entries[error.key] : undefined;
  return entry && typeof entry.templates === "object" ? formatMessage(entry, error.params) : undefined;
}

/** Generic HTTP codes have many rows: the row's own message says more than the code's words (but not 401's). */
const isGeneric = (code: number) => code < 1000 && code !== 401;

export interface ErrorWords {
  /** The sentence for the person at the console. */
  text: string;
  /** The code and the catalogue's message, for support. */
  detail: string;
}

/** A console action's refusal in the console's words. */
export function describeOutcomeError(error: OutcomeError): ErrorWords {
  const message = catalogueMessage(error);
  const own = error.key ? WORDS[`${error.code}:${error.key}`] : undefined;
  const words = wordsOf(error);
  const text = (isGeneric(error.code) && !own && message) || words || message || FAILED;
  return { text, detail: message ? `Code ${error.code}: ${message}` : `Code ${error.code}` };
}

/** One line: the words, then the code and the catalogue's message in brackets. */
export function describeOutcomeErrorLine(error: OutcomeError): string {
  const { text } = describeOutcomeError(error);
  const message = catalogueMessage(error);
  return message && message !== text ? `${text} (${error.code}: ${message})` : `${text} (${error.code})`;
}

/** An API error item (a read through GET) in the console's words; the API's code and message follow. */
export function describeError(item: ApiErrorItem): ErrorWords {
  const detail = `Code ${item.code}: ${item.message}`;
  return { text: wordsOf({ code: item.code, params: {} }) ?? item.message, detail };
}

/** One line: the reviewer's words, then the code in brackets. */
export function describeErrorLine(item: ApiErrorItem): string {
  const words = describeError(item);
  return words.text === item.message
    ? `${item.message} (${item.code})`
    : `${words.text} (${item.code}: ${item.message})`;
}
