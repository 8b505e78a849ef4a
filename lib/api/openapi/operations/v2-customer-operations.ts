import { z } from "zod";
import { addCustomerSchema, customerLookupQuerySchema, customerSearchQuerySchema } from "../../../customers/schemas.ts";
import { SOURCES } from "../../../validation/source.ts";
import { changeLabelsSchema, createLabelSchema, labelListQuerySchema } from "../../../labels/schemas.ts";
import { expiryScheduleLookupQuerySchema, expiryScheduleQuerySchema } from "../../../points/expiry-schedule-schemas.ts";
import { v2ErrorEnvelope, v2LabelsErrorEnvelope } from "../error-envelopes.ts";
import { documented, ok, operationGroup, queried, resourceOperations, type OperationDoc } from "../operation-doc.ts";
import {
  createdSchema,
  customerLabelsSchema,
  customerSchema,
  expiryScheduleResultSchema,
  labelChangeResultSchema,
  labelCreatedSchema,
  labelListSchema,
} from "../responses/v2-responses.ts";
import {
  customerNotFound,
  dateFormatNotSupported,
  duplicateIdentifier,
  endDateTooFar,
  expiryScheduleDualEligibility,
  invalidInput,
  invalidLookupParams,
  invalidProgramId,
  invalidSource,
  labelAlreadyExists,
  labelNotFoundWarning,
  startDateAfterEndDate,
  startDateInPast,
  userLabelsNotFoundWarning,
} from "../../../errors/catalogue.ts";
import { CUSTOMER_NOTES } from "../notes/customer-notes.ts";

const ASHA = { source: "INSTORE", identifierName: "mobile", identifierValue: "919900000001" };

const expiryErrors = documented(
  invalidLookupParams("…"),
  invalidSource(),
  customerNotFound(),
  dateFormatNotSupported("both"),
  startDateInPast(),
  startDateAfterEndDate(),
  endDateTooFar(),
  invalidProgramId(),
  expiryScheduleDualEligibility(),
);
const EXPIRY_TEXT =
  "Future point expiries, one entry per day, program, pointsType and expiryType. The default program unless " +
  "`programId` or `fetchDataForAllPrograms=true`; dates are yyyy-MM-dd in the server time zone.";

const customerSearchResultSchema = z.strictObject({
  data: z.array(
    z.strictObject({
      id: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      identifiers: z.array(z.strictObject({ type: z.string(), value: z.string() })),
    }),
  ),
  warnings: z.array(z.unknown()),
});

// Customer 5001 is Asha Rao of the demo data (docs/demo-data.md).
const CUSTOMER = { path: "/v2/customers/{id}", pathParams: { id: "5001" }, notFound: customerNotFound() };

export const v2CustomerOperations: OperationDoc[] = operationGroup({ access: "default", envelope: v2ErrorEnvelope }, [
  {
    method: "post",
    path: "/v2/customers",
    operationId: "addCustomer",
    notes: CUSTOMER_NOTES.addCustomer,
    tag: "Customers (v2)",
    summary: "Register a customer",
    description: "Registers one profile with its identifiers (each type at most once) in the caller's organization.",
    query: [z.object({ source: z.enum(SOURCES).optional().describe("Case-insensitive.") }).strict()],
    body: {
      schema: addCustomerSchema,
      example: {
        profiles: [
          {
            firstName: "Ivy",
            lastName: "Nair",
            identifiers: [
              { type: "mobile", value: "919900000101" },
              { type: "email", value: "ivy@example.com" },
            ],
          },
        ],
        loyaltyInfo: { loyaltyType: "loyalty" },
      },
    },
    success: ok("The customer was created.", createdSchema),
    errors: documented(invalidSource(), duplicateIdentifier("mobile", "919900000001")),
  },
  {
    method: "get",
    path: "/v2/customers/lookup",
    operationId: "lookupCustomer",
    notes: CUSTOMER_NOTES.lookupCustomer,
    tag: "Customers (v2)",
    summary: "Find a customer by one identifier",
    ...queried(customerLookupQuerySchema, ASHA),
    success: ok("The customer with its identifiers.", customerSchema),
    errors: documented(invalidLookupParams("…"), invalidSource(), customerNotFound()),
  },
  {
    method: "get",
    path: "/v2/customers/search",
    operationId: "searchCustomers",
    tag: "Customers (v2)",
    summary: "Search customers by identifier, name or part of either",
    description:
      "Live customers of the caller's organization, best match first: an identifier equal to `q` (mobile, " +
      "email in any case, external id, card number, card external id; a mobile may be typed with spaces, " +
      "dashes or a leading +) by id; then a name, last name or identifier starting with `q`, alphabetically " +
      "by what matched; then one containing it, by id. Case is ignored. `q` needs at least 3 characters, even " +
      "for an exact identifier: use `GET /v2/customers/lookup` to find a shorter one. Each way of matching is " +
      "read from an index in that order and stops at the page, so a name a million customers share costs what " +
      "a rare one does.",
    ...queried(customerSearchQuerySchema, { q: "asha", limit: "20" }),
    success: ok("The matching customers, at most `limit`.", customerSearchResultSchema),
    errors: documented(invalidInput("q: must have at least 3 characters", "q")),
  },
  ...resourceOperations(CUSTOMER, [
    {
      method: "get",
      subpath: "/labels",
      operationId: "getCustomerLabels",
      notes: CUSTOMER_NOTES.getCustomerLabels,
      tag: "Labels (v2)",
      summary: "The labels a customer carries",
      success: ok("The customer's labels, by name.", customerLabelsSchema),
    },
    {
      method: "post",
      subpath: "/changeLabels",
      operationId: "changeCustomerLabels",
      notes: CUSTOMER_NOTES.changeCustomerLabels,
      tag: "Labels (v2)",
      summary: "Attach and detach labels (deprecated in the original)",
      description:
        `All in one transaction. Non-fatal conditions are warnings in the answer: \`${labelNotFoundWarning("…").code}\` ` +
        `${labelNotFoundWarning("<name>").message}; \`${userLabelsNotFoundWarning().code}\` ${userLabelsNotFoundWarning().message} ` +
        `(removing from a customer without labels, once) or ${userLabelsNotFoundWarning("named", "<name>").message} ` +
        "(removing a label of the organization the customer does not carry).",
      envelope: v2LabelsErrorEnvelope,
      body: {
        schema: changeLabelsSchema,
        example: { add: [{ labelName: "Newsletter" }], remove: [{ labelName: "Churn Risk" }] },
      },
      success: ok("The customer id and any warnings.", labelChangeResultSchema),
    },
  ]),
  {
    method: "get",
    path: "/v2/customers/{id}/pointsExpirySchedule",
    operationId: "getPointsExpiryScheduleById",
    tag: "Points (v2)",
    summary: "Points expiry schedule of a customer by id",
    description: `${EXPIRY_TEXT} An identifier, when given, must name the same customer.`,
    access: "points.read",
    pathParams: { id: "5001" },
    ...queried(expiryScheduleQuerySchema, { source: "INSTORE" }),
    success: ok("The customer's schedule.", expiryScheduleResultSchema),
    errors: expiryErrors,
  },
  {
    method: "get",
    path: "/v2/customers/lookup/pointsExpirySchedule",
    operationId: "getPointsExpirySchedule",
    tag: "Points (v2)",
    summary: "Points expiry schedule of a customer by identifier",
    description: EXPIRY_TEXT,
    access: "points.read",
    ...queried(expiryScheduleLookupQuerySchema, ASHA),
    success: ok("The customer's schedule.", expiryScheduleResultSchema),
    errors: expiryErrors,
  },
  {
    method: "get",
    path: "/v2/labels",
    operationId: "listLabels",
    notes: CUSTOMER_NOTES.listLabels,
    tag: "Labels (v2)",
    summary: "The organization's labels",
    ...queried(labelListQuerySchema, { limit: "50", offset: "0" }),
    success: ok("One page of labels with the number of customers carrying each.", labelListSchema),
  },
  {
    method: "post",
    path: "/v2/labels",
    operationId: "createLabel",
    notes: CUSTOMER_NOTES.createLabel,
    tag: "Labels (v2)",
    summary: "Add a label",
    body: { schema: createLabelSchema, example: { labelName: "Gold Tier" } },
    success: ok("The label was created.", labelCreatedSchema),
    errors: documented(labelAlreadyExists("VIP")),
  },
]);
