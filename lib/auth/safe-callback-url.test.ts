import { describe, expect, it } from "vitest";
import { authOptions } from "./next-auth-options.ts";
import { safeCallbackPath } from "./safe-callback-url.ts";

const OFF_SITE = [
  "/\\evil.example",
  "//evil.example",
  "https://evil.example",
  "http:evil.example",
  "javascript:alert(1)",
  "/%5Cevil.example",
  "/%5cevil.example",
  "%2F%2Fevil.example",
  "/%2F/evil.example",
  "/%252F/evil.example",
  "%252F%252Fevil.example",
  "/%09/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "\\\\evil.example",
  "evil.example",
  "",
  "/%E0%A4%A",
];
const LOCAL = [
  "/",
  "/requests",
  "/requests/12?status=PENDING&sort=createdAt",
  "/customers/5001#labels",
  "/x?next=%2Frequests",
];

describe("callbackUrl", () => {
  it.each(OFF_SITE)("sends %j home instead", (value) => {
    expect(safeCallbackPath(value)).toBe("/");
  });

  it.each(LOCAL)("keeps the same-origin path %j", (value) => {
    expect(safeCallbackPath(value)).toBe(value);
  });

  it("is enforced by next-auth's redirect callback for paths and absolute URLs", async () => {
    const redirect = authOptions.callbacks?.redirect;
    if (!redirect) throw new Error("no redirect callback");
    const baseUrl = "http://localhost:3000";
    for (const url of [...OFF_SITE, "http://localhost:3000.evil.example/x", "https://evil.example/requests"]) {
      expect(await redirect({ url, baseUrl })).toBe("http://localhost:3000/");
    }
    expect(await redirect({ url: "/requests?status=PENDING", baseUrl })).toBe(
      "http://localhost:3000/requests?status=PENDING",
    );
    expect(await redirect({ url: "http://localhost:3000/customers/5001", baseUrl })).toBe(
      "http://localhost:3000/customers/5001",
    );
  });
});
