import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { callRoute } from "@/scripts/test-harness/call-route.ts";
import { captureLogs, type CapturedLogs } from "@/scripts/test-harness/capture-logs.ts";
import { expectOnlyLogLine } from "@/scripts/test-harness/log-lines.ts";
import { withRequestLog } from "./with-request-log.ts";

// next-auth's routes are outside apiRoute (and need Next's request scope, so they cannot be called here);
// their wrapper writes the same request line, never the form.

let logs: CapturedLogs;
beforeEach(() => void (logs = captureLogs()));
afterEach(() => logs.restore());

describe("withRequestLog", () => {
  it("writes one line with status and duration, and nothing of the form a sign-in posts", async () => {
    const signIn = withRequestLog("auth", async (request: Request) => {
      const form = new URLSearchParams(await request.text());
      return Response.redirect(`http://localhost:3000/?user=${form.get("username")}`, 302);
    });
    const res = await callRoute(signIn, {
      method: "POST",
      path: "/api/auth/callback/credentials?json=true",
      rawBody: "username=demo.viewer&password=demo-viewer-pw&csrfToken=c5rf-token-value",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: "next-auth.csrf-token=c5rf-cookie-value",
        "x-cap-requestid": "auth-sign-in",
      },
    });
    expect(res.status).toBe(302);
    expectOnlyLogLine(logs, {
      level: "info",
      requestId: "auth-sign-in",
      method: "POST",
      path: "/api/auth/callback/credentials",
      queryKeys: ["json"],
      status: 302,
      served: "auth",
      durationMs: expect.any(Number),
    });
    for (const secret of ["demo-viewer-pw", "c5rf-token-value", "c5rf-cookie-value"])
      expect(logs.text()).not.toContain(secret);
  });

  it("leaves a thrown error to onRequestError instead of writing a second line", async () => {
    const broken = withRequestLog("auth", async () => {
      throw new Error("next-auth failed");
    });
    await expect(callRoute(broken, { path: "/api/auth/session" })).rejects.toThrow("next-auth failed");
    expect(logs.lines()).toEqual([]);
  });
});
