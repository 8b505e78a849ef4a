import { afterEach, describe, expect, it } from "vitest";
import { callRoute } from "../../../scripts/test-harness/call-route.ts";
import { GET } from "../../../app/v2/labels/route.ts";
import { referenceCredentials } from "./reference-credentials.ts";

describe("the credentials the API reference pre-fills", () => {
  const before = process.env.LOYALTY_MODE;
  afterEach(() => {
    if (before === undefined) delete process.env.LOYALTY_MODE;
    else process.env.LOYALTY_MODE = before;
  });

  it("are the demo checker's in demo mode, and they work", async () => {
    process.env.LOYALTY_MODE = "demo";
    const credentials = referenceCredentials();
    expect(credentials).toEqual({ username: "demo.checker", password: "demo-checker-pw" });
    const res = await callRoute(GET, {
      path: "/v2/labels",
      auth: { basic: [credentials!.username, credentials!.password] },
    });
    expect(res.status).toBe(200);
  });

  it.each([["production"], [undefined]])("are none when the mode is %s", (mode) => {
    if (mode === undefined) delete process.env.LOYALTY_MODE;
    else process.env.LOYALTY_MODE = mode;
    expect(referenceCredentials()).toBeNull();
  });
});
