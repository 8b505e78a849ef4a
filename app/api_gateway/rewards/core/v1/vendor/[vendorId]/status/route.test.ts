import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, callRouteRaw, type Auth, type JsonBody } from "@/scripts/test-harness/call-route.ts";
import { POST as CREATE } from "../../create/route.ts";
import { PUT } from "./route.ts";
import { noDefaultUser } from "@/scripts/test-harness/test-users.ts";

const setStatus = (id: number | string, body: unknown, auth: Auth = "demo.maker") =>
  callRoute(PUT, {
    method: "PUT",
    path: `/api_gateway/rewards/core/v1/vendor/${id}/status`,
    params: { vendorId: String(id) },
    body,
    auth,
  });
const enabledOf = async (id: number) => (await db.vendor.findUniqueOrThrow({ where: { id } })).enabled;

const expectRefused = (
  res: { status: number; body: JsonBody },
  status: number,
  code: number,
  message?: string | RegExp,
) => {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ status: { success: false, code, message: expect.any(String) }, vendor: null });
  if (typeof message === "string") expect(res.body.status.message).toBe(message);
  else if (message) expect(res.body.status.message).toMatch(message);
};

const NO_DEFAULT = noDefaultUser("vendor.nodefault");
let vendorId: number;
let otherOrgVendorId: number;
beforeAll(async () => {
  await db.brand.create({ data: { id: 20, orgId: 200, name: "Dual Co Rewards" } });
  const create = (body: unknown, auth: Auth) =>
    callRoute(CREATE, { path: "/api_gateway/rewards/core/v1/vendor/create", auth, body });
  vendorId = (await create({ name: "Switchable", brandId: 10, type: "REWARDS" }, "demo.maker")).body.vendor.id;
  otherOrgVendorId = (await create({ name: "Dual vendor", brandId: 20, type: "REWARDS" }, "dual.maker")).body.vendor.id;
});

describe("PUT /api_gateway/rewards/core/v1/vendor/{vendorId}/status", () => {
  it("disables and enables a vendor with 5006, idempotently", async () => {
    const off = await setStatus(vendorId, { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.status).toEqual({ success: true, code: 5006, message: "Vendor disabled successfully" });
    expect(off.body.vendor).toMatchObject({ id: vendorId, enabled: false });
    expect(await enabledOf(vendorId)).toBe(false);
    expect((await setStatus(vendorId, { enabled: false })).body.vendor.enabled).toBe(false);
    const on = await setStatus(vendorId, { enabled: true });
    expect(on.body.status).toEqual({ success: true, code: 5006, message: "Vendor enabled successfully" });
    expect(await enabledOf(vendorId)).toBe(true);
  });

  it("answers 5004 for unknown ids and another organization's vendor, changing nothing", async () => {
    for (const id of [999999, otherOrgVendorId, "x1"])
      expectRefused(await setStatus(id, { enabled: false }), 404, 5004, "Vendor not found");
    expectRefused(await setStatus(vendorId, { enabled: false }, "dual.maker"), 404, 5004, "Vendor not found");
    expect(await enabledOf(otherOrgVendorId)).toBe(true);
    expect(await enabledOf(vendorId)).toBe(true);
  });

  it("refuses bad bodies, no credentials and no default access", async () => {
    for (const body of [{}, { enabled: "false" }, { enabled: null }, { enabled: 0 }, [false]]) {
      expectRefused(await setStatus(vendorId, body), 400, 400, /enabled|Unrecognized|object/);
    }
    const raw = (rawBody: string, contentType: string) =>
      callRouteRaw(
        PUT,
        {
          method: "PUT",
          path: `/api_gateway/rewards/core/v1/vendor/${vendorId}/status`,
          params: { vendorId: String(vendorId) },
          auth: "demo.maker",
        },
        rawBody,
        contentType,
      );
    expectRefused(await raw("{enabled:false}", "application/json"), 400, 400, /Malformed JSON/);
    expectRefused(await raw('{"enabled":false}', "text/plain"), 415, 415);
    expectRefused(await raw(JSON.stringify({ enabled: false, pad: "p".repeat(2000) }), "application/json"), 413, 413);
    expectRefused(await setStatus(vendorId, { enabled: false }, null), 401, 401);
    expectRefused(await setStatus(vendorId, { enabled: false }, NO_DEFAULT), 403, 403);
    expect(await enabledOf(vendorId)).toBe(true);
  });
});
