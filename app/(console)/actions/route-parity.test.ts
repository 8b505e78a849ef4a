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

// Each console action must let in exactly whom its API route lets in, with the same body limit.

const parity = [
  ["decide", decideOperation, requests.PUT],
  ["add request", addRequestOperation, requestAdd.POST],
  ["create request", createRequestOperation, requests.POST],
  ["change password", changePasswordOperation, myPassword.POST],
  ["create vendor", createVendorOperation, vendorCreate.POST],
  ["update vendor", updateVendorOperation, vendorOne.PUT],
  ["enable or disable vendor", setVendorEnabledOperation, vendorStatus.PUT],
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
      // Products, target groups, customer labels
      productModule,
      targetGroupModule,
      labelModule,
    ].flatMap((module) => Object.values(module).filter(isOperation));
    const listed = parity.map(([, operation]) => operation);
    expect(exported.filter((operation) => !listed.includes(operation as (typeof listed)[number]))).toEqual([]);
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
