import { describe, expect, it } from "vitest";
import { DEFAULT_BODY_LIMIT_BYTES } from "@/lib/api/read-json-body.ts";
import * as vendorStatus from "@/app/api_gateway/rewards/core/v1/vendor/[vendorId]/status/route.ts";
import * as vendorOne from "@/app/api_gateway/rewards/core/v1/vendor/[vendorId]/route.ts";
import * as vendorCreate from "@/app/api_gateway/rewards/core/v1/vendor/create/route.ts";
import * as requestAdd from "@/app/v1.1/request/add/route.ts";
import * as myPassword from "@/app/v2/me/password/route.ts";
import * as requests from "@/app/v2/requests/route.ts";
import * as accountModule from "./account-operations.ts";
import { changePasswordOperation } from "./account-operations.ts";
import * as createRequestModule from "./create-request-operations.ts";
import { addRequestOperation, createRequestOperation } from "./create-request-operations.ts";
import * as decideModule from "./decide-operation.ts";
import { decideOperation } from "./decide-operation.ts";
import * as vendorModule from "./vendor-operations.ts";
// Webhooks
import * as webhookReplay from "@/app/v2/webhooks/[id]/deliveries/[deliveryId]/replay/route.ts";
import * as webhookRotate from "@/app/v2/webhooks/[id]/rotate-secret/route.ts";
import * as webhookOne from "@/app/v2/webhooks/[id]/route.ts";
import * as webhookTest from "@/app/v2/webhooks/[id]/test/route.ts";
import * as webhooks from "@/app/v2/webhooks/route.ts";
import * as webhookModule from "./webhook-operations.ts";
// Products, target groups, customer labels
import * as productAdd from "@/app/v1.1/product/add/route.ts";
import * as productModule from "./product-operations.ts";
import { addProductsOperation } from "./product-operations.ts";
import * as targetGroups from "@/app/v3/targetGroups/route.ts";
import * as targetGroupOne from "@/app/v3/targetGroups/[id]/route.ts";
import * as targetGroupModule from "./target-group-operations.ts";
import {
  createTargetGroupOperation,
  deactivateTargetGroupOperation,
  updateTargetGroupOperation,
} from "./target-group-operations.ts";
import * as changeLabels from "@/app/v2/customers/[id]/changeLabels/route.ts";
import * as labelModule from "./label-operations.ts";
import { changeLabelsOperation } from "./label-operations.ts";
import { createVendorOperation, setVendorEnabledOperation, updateVendorOperation } from "./vendor-operations.ts";
// Administration and account security
import * as apiClientOne from "@/app/v2/admin/api-clients/[id]/route.ts";
import * as apiClientRevoke from "@/app/v2/admin/api-clients/[id]/revoke/route.ts";
import * as apiClientRotate from "@/app/v2/admin/api-clients/[id]/rotate/route.ts";
import * as apiClients from "@/app/v2/admin/api-clients/route.ts";
import * as brandOne from "@/app/v2/admin/brands/[id]/route.ts";
import * as brandsRoute from "@/app/v2/admin/brands/route.ts";
import * as couponSeriesOne from "@/app/v2/admin/coupon-series/[id]/route.ts";
import * as couponSeriesRoute from "@/app/v2/admin/coupon-series/route.ts";
import * as dictionaryOne from "@/app/v2/admin/dictionaries/[kind]/[id]/route.ts";
import * as dictionaryRoute from "@/app/v2/admin/dictionaries/[kind]/route.ts";
import * as labelOne from "@/app/v2/admin/labels/[id]/route.ts";
import * as labelsRoute from "@/app/v2/admin/labels/route.ts";
import * as orgUnitOne from "@/app/v2/admin/org-units/[id]/route.ts";
import * as orgUnitsRoute from "@/app/v2/admin/org-units/route.ts";
import * as programOne from "@/app/v2/admin/programs/[id]/route.ts";
import * as programsRoute from "@/app/v2/admin/programs/route.ts";
import * as settingsRoute from "@/app/v2/admin/settings/route.ts";
import * as userEndSessions from "@/app/v2/admin/users/[id]/end-sessions/route.ts";
import * as userResetPassword from "@/app/v2/admin/users/[id]/reset-password/route.ts";
import * as userResetSecondFactor from "@/app/v2/admin/users/[id]/reset-second-factor/route.ts";
import * as userOne from "@/app/v2/admin/users/[id]/route.ts";
import * as users from "@/app/v2/admin/users/route.ts";
import * as passkeyOne from "@/app/v2/me/passkeys/[id]/route.ts";
import * as passkeyOptions from "@/app/v2/me/passkeys/options/route.ts";
import * as passkeys from "@/app/v2/me/passkeys/route.ts";
import * as recoveryCodes from "@/app/v2/me/second-factor/recovery-codes/route.ts";
import * as totpConfirm from "@/app/v2/me/second-factor/totp/confirm/route.ts";
import * as totpRemove from "@/app/v2/me/second-factor/totp/remove/route.ts";
import * as totp from "@/app/v2/me/second-factor/totp/route.ts";
import * as sessionOne from "@/app/v2/me/sessions/[id]/route.ts";
import * as sessionsEndOthers from "@/app/v2/me/sessions/end-others/route.ts";
import * as securityModule from "./account-security-operations.ts";
import * as apiClientModule from "./admin-api-client-operations.ts";
import { CATALOGUE_OPERATIONS } from "./admin-catalogue-operations.ts";
import * as settingsModule from "./admin-settings-operations.ts";
import * as userModule from "./admin-user-operations.ts";
// (end of administration and account security)

// Each console action must let in exactly whom its API route lets in, with the same body limit.

const parity = [
  ["decide", decideOperation, requests.PUT],
  ["add request", addRequestOperation, requestAdd.POST],
  ["create request", createRequestOperation, requests.POST],
  ["change password", changePasswordOperation, myPassword.POST],
  ["create vendor", createVendorOperation, vendorCreate.POST],
  ["update vendor", updateVendorOperation, vendorOne.PUT],
  ["enable or disable vendor", setVendorEnabledOperation, vendorStatus.PUT],
  // Administration and account security
  ["create user", userModule.createUserOperation, users.POST],
  ["update user", userModule.updateUserOperation, userOne.PATCH],
  ["reset user password", userModule.resetUserPasswordOperation, userResetPassword.POST],
  ["end user sessions", userModule.endUserSessionsOperation, userEndSessions.POST],
  ["reset user second factor", userModule.resetUserSecondFactorOperation, userResetSecondFactor.POST],
  ["create API client", apiClientModule.createApiClientOperation, apiClients.POST],
  ["update API client", apiClientModule.updateApiClientOperation, apiClientOne.PATCH],
  ["rotate API client", apiClientModule.rotateApiClientOperation, apiClientRotate.POST],
  ["revoke API client", apiClientModule.revokeApiClientOperation, apiClientRevoke.POST],
  ["save settings", settingsModule.saveSettingsOperation, settingsRoute.PATCH],
  ["start authenticator app", securityModule.startTotpOperation, totp.POST],
  ["confirm authenticator app", securityModule.confirmTotpOperation, totpConfirm.POST],
  ["remove authenticator app", securityModule.removeTotpOperation, totpRemove.POST],
  ["new recovery codes", securityModule.regenerateRecoveryCodesOperation, recoveryCodes.POST],
  ["passkey options", securityModule.passkeyOptionsOperation, passkeyOptions.POST],
  ["register passkey", securityModule.registerPasskeyOperation, passkeys.POST],
  ["rename passkey", securityModule.renamePasskeyOperation, passkeyOne.PATCH],
  ["remove passkey", securityModule.removePasskeyOperation, passkeyOne.DELETE],
  ["end own session", securityModule.endOwnSessionOperation, sessionOne.DELETE],
  ["end other sessions", securityModule.endOtherSessionsOperation, sessionsEndOthers.POST],
  ...(
    [
      ["programs", programsRoute, programOne],
      ["brands", brandsRoute, brandOne],
      ["coupon-series", couponSeriesRoute, couponSeriesOne],
      ["org-units", orgUnitsRoute, orgUnitOne],
      ["labels", labelsRoute, labelOne],
      ["color", dictionaryRoute, dictionaryOne],
    ] as const
  ).flatMap(([slug, collection, one]) => {
    const operations = CATALOGUE_OPERATIONS.get(slug)!;
    return [
      [`create ${slug}`, operations.create, collection.POST],
      [`update ${slug}`, operations.update, one.PATCH],
      [`remove ${slug}`, operations.remove, one.DELETE],
    ] as const;
  }),
  // (end of administration and account security)
  // Webhooks
  ["create webhook", webhookModule.createWebhookOperation, webhooks.POST],
  ["update webhook", webhookModule.updateWebhookOperation, webhookOne.PATCH],
  ["delete webhook", webhookModule.deleteWebhookOperation, webhookOne.DELETE],
  ["rotate webhook secret", webhookModule.rotateWebhookSecretOperation, webhookRotate.POST],
  ["send webhook test event", webhookModule.sendTestEventOperation, webhookTest.POST],
  ["replay webhook delivery", webhookModule.replayDeliveryOperation, webhookReplay.POST],
  // Products, target groups, customer labels
  ["add products", addProductsOperation, productAdd.POST],
  ["create target group", createTargetGroupOperation, targetGroups.POST],
  ["replace target group", updateTargetGroupOperation, targetGroups.PUT],
  ["deactivate target group", deactivateTargetGroupOperation, targetGroupOne.DELETE],
  ["change customer labels", changeLabelsOperation, changeLabels.POST],
] as const;

const isOperation = (value: unknown) =>
  typeof value === "object" && value !== null && "run" in value && "schema" in value && "access" in value;

describe("the console actions against the routes they replace", () => {
  it("lists every operation the action modules export", () => {
    const exported = [
      accountModule,
      createRequestModule,
      decideModule,
      vendorModule,
      // Administration and account security
      userModule,
      apiClientModule,
      settingsModule,
      securityModule,
      // Webhooks
      webhookModule,
      // Products, target groups, customer labels
      productModule,
      targetGroupModule,
      labelModule,
    ].flatMap((module) => Object.values(module).filter(isOperation));
    const listed = parity.map(([, operation]) => operation);
    expect(exported.filter((operation) => !listed.includes(operation as (typeof listed)[number]))).toEqual([]);
    // Administration: every catalogue section's operations are the ones some listed section shares.
    const sections = [...CATALOGUE_OPERATIONS.values()].flatMap((kind) => [kind.create, kind.update, kind.remove]);
    const access = new Set(sections.map((operation) => `${operation.access}/${operation.maxInputBytes}`));
    expect([...access]).toEqual(["admin/4096"]);
  });

  it.each(parity)("%s", (_name, operation, route) => {
    const { options } = route;
    expect({
      access: operation.access,
      allowsOneTimePassword: operation.allowsOneTimePassword ?? false,
      allowsPendingEnrolment: operation.allowsPendingEnrolment ?? false,
      bodyLimit: operation.maxInputBytes ?? DEFAULT_BODY_LIMIT_BYTES,
    }).toEqual({
      access: options.access,
      allowsOneTimePassword: options.allowsOneTimePassword ?? false,
      allowsPendingEnrolment: options.allowsPendingEnrolment ?? false,
      bodyLimit: options.maxBodyBytes ?? DEFAULT_BODY_LIMIT_BYTES,
    });
  });
});
