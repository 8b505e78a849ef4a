import { afterEach, describe, expect, it, vi } from "vitest";
import { callRoute, type CallResult } from "@/scripts/test-harness/call-route.ts";
import { POST as createVendor } from "@/app/api_gateway/rewards/core/v1/vendor/create/route.ts";
import { ApiError, apiFetch } from "./api-client.ts";

// The console's fetcher, fed the vendor API's real answers: a gateway body with `success: false` is a
// refusal even when it comes with HTTP 200, as 3004 and 5007 do.

const PATH = "/api_gateway/rewards/core/v1/vendor/create";
const create = (body: unknown) => callRoute(createVendor, { path: PATH, body, auth: "demo.maker" });

/** The browser's fetch answers what the route handler answered. */
function serve(result: CallResult) {
  vi.stubGlobal("fetch", async () => new Response(JSON.stringify(result.body), { status: result.status }));
}

const refusalOf = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiFetch", () => {
  it("resolves a vendor created, and throws 5007 for the duplicate the API answers with HTTP 200", async () => {
    const body = { name: "Client Duplicate", brandId: 10, type: "REWARDS" };
    serve(await create(body));
    const created = await apiFetch<{ vendor: { name: string } }>(PATH, { body });
    expect(created.vendor.name).toBe("Client Duplicate");

    const duplicate = await create(body);
    expect(duplicate.status).toBe(200);
    serve(duplicate);
    const error = await refusalOf(apiFetch(PATH, { body }));
    expect(error.items).toEqual([{ code: 5007, message: "Vendor already exists" }]);
    expect(error.code).toBe(5007);
    expect(error.message).toBe("Vendor already exists");
  });

  it("throws 3004 for an unknown brand answered with HTTP 200", async () => {
    const refused = await create({ name: "Nowhere", brandId: 999, type: "REWARDS" });
    expect(refused.status).toBe(200);
    serve(refused);
    const error = await refusalOf(apiFetch(PATH, { body: {} }));
    expect(error.items).toEqual([{ code: 3004, message: "Brand not found" }]);
  });

  it("still throws on a non-2xx answer, and resolves a 2xx body without a failed status", async () => {
    serve(await create({ name: "No type", brandId: 10 }));
    expect((await refusalOf(apiFetch(PATH, { body: {} }))).status).toBe(400);
    serve({ status: 200, headers: new Headers(), body: { data: [], warnings: [], errors: [] } });
    await expect(apiFetch("/v2/labels")).resolves.toEqual({ data: [], warnings: [], errors: [] });
    serve({ status: 200, headers: new Headers(), body: { status: { success: true, code: 5001, message: "ok" } } });
    await expect(apiFetch("/x")).resolves.toMatchObject({ status: { success: true } });
  });
});
