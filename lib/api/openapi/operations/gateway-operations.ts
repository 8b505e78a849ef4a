import {
  createVendorSchema,
  updateVendorSchema,
  vendorListQuerySchema,
  vendorStatusSchema,
} from "../../../vendors/schemas.ts";
import { gatewayErrorEnvelope } from "../error-envelopes.ts";
import { documented, ok, operationGroup, queried, resourceOperations, type OperationDoc } from "../operation-doc.ts";
import { vendorListResponseSchema, vendorResponseSchema } from "../responses/gateway-responses.ts";
import {
  brandNotFound,
  invalidVendorType,
  rankNotPositive,
  vendorAlreadyExists,
  vendorNotFound,
} from "../../../errors/catalogue.ts";
import { VENDOR_NOTES } from "../notes/gateway-notes.ts";

const BASE = "/api_gateway/rewards/core/v1/vendor";
const TAG = "Vendors (rewards gateway)";
const VENDOR_ID_NOTE = "On a fresh demo database, vendor 1 is the one the example of the create operation makes.";
const vendorEnvelope = gatewayErrorEnvelope("vendor");
const VENDOR = { path: `${BASE}/{vendorId}`, pathParams: { vendorId: "1" }, notFound: vendorNotFound() };

export const gatewayOperations: OperationDoc[] = operationGroup(
  { tag: TAG, access: "default", envelope: vendorEnvelope },
  [
    {
      method: "post",
      path: `${BASE}/create`,
      operationId: "createVendor",
      notes: VENDOR_NOTES.createVendor,
      summary: "Create a vendor for one of the organization's brands",
      description: "`vendorDetails` is stored encrypted and always answered masked.",
      body: {
        schema: createVendorSchema,
        example: {
          name: "City Cinemas",
          code: "CITY-CINEMAS",
          brandId: 10,
          type: "REWARDS",
          enabled: true,
          rank: 1,
          description: "Movie vouchers for loyalty members",
          vendorDetails: { key: "partner-api-key", value: "replace-with-the-partner-secret" },
          images: [{ name: "logo", url: "https://example.com/city-cinemas.png", isExternal: true }],
        },
      },
      success: ok("The vendor as stored.", vendorResponseSchema),
      errors: documented(vendorAlreadyExists(), brandNotFound(), invalidVendorType("CASH"), rankNotPositive()),
    },
    ...resourceOperations(VENDOR, [
      {
        method: "get",
        operationId: "getVendor",
        summary: "One vendor",
        description: VENDOR_ID_NOTE,
        success: ok("The vendor.", vendorResponseSchema),
      },
      {
        method: "put",
        operationId: "updateVendor",
        notes: VENDOR_NOTES.updateVendor,
        summary: "Change the fields sent",
        description: `Omitted fields stay; null clears rank, description and vendorDetails. ${VENDOR_ID_NOTE}`,
        body: { schema: updateVendorSchema, example: { rank: 2, description: "Movie and snack vouchers" } },
        success: ok("The vendor as stored.", vendorResponseSchema),
        errors: documented(vendorAlreadyExists(), brandNotFound(), invalidVendorType("CASH"), rankNotPositive()),
      },
      {
        method: "put",
        subpath: "/status",
        operationId: "setVendorStatus",
        summary: "Enable or disable a vendor",
        description: VENDOR_ID_NOTE,
        body: { schema: vendorStatusSchema, example: { enabled: false } },
        success: ok("The vendor as stored.", vendorResponseSchema),
      },
    ]),
    {
      method: "get",
      path: `${BASE}/brand/{brandId}`,
      operationId: "listBrandVendors",
      summary: "The vendors of one brand",
      envelope: gatewayErrorEnvelope("vendorList"),
      pathParams: { brandId: "10" },
      ...queried(vendorListQuerySchema, { limit: "20", offset: "0" }),
      success: ok("One page of the brand's vendors, by rank.", vendorListResponseSchema),
      errors: documented(brandNotFound()),
    },
  ],
);
