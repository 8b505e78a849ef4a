import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { onRequestError } from "@/instrumentation.ts";
import { proxy } from "@/proxy.ts";
import { captureLogs, type CapturedLogs } from "@/scripts/test-harness/capture-logs.ts";
import { expectOnlyLogLine } from "@/scripts/test-harness/log-lines.ts";

// Console pages and server actions: the proxy logs them as they pass, instrumentation logs their failures.

let logs: CapturedLogs;
beforeEach(() => void (logs = captureLogs("debug")));
afterEach(() => logs.restore());

const SESSION = { cookie: "next-auth.session-token=a-session-token-value" };
const visit = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  proxy(new NextRequest(new URL(path, "http://localhost:3000"), { method, headers }));

describe("page request lines from the proxy", () => {
  it("logs a signed-in page view with its request id, path and query names, never the cookie", () => {
    const response = visit("/customers?q=Asha&page=2", { ...SESSION, "x-cap-requestid": "page-1" });
    expect(response.headers.get("x-cap-requestid")).toBe("page-1");
    expectOnlyLogLine(logs, {
      level: "info",
      msg: "page request",
      requestId: "page-1",
      method: "GET",
      path: "/customers",
      queryKeys: ["page", "q"],
      served: "page",
    });
    expect(logs.text()).not.toMatch(/a-session-token-value|Asha|cookie/);
  });

  it("logs the sign-in redirect with its status, a server action as an action, and a prefetch at debug", () => {
    visit("/requests", { "x-cap-requestid": "page-anon" });
    visit("/requests/12", { ...SESSION, "next-action": "abc123", "x-cap-requestid": "page-action" }, "POST");
    visit("/vendors", { ...SESSION, "next-router-prefetch": "1", "x-cap-requestid": "page-prefetch" });
    const byId = Object.fromEntries(logs.lines().map((line) => [line.requestId, line]));
    expect(byId["page-anon"]).toMatchObject({
      level: "info",
      msg: "redirected to sign-in",
      status: 307,
      path: "/requests",
    });
    expect(byId["page-action"]).toMatchObject({
      level: "info",
      method: "POST",
      path: "/requests/12",
      served: "action",
    });
    expect(byId["page-prefetch"]).toMatchObject({ level: "debug", path: "/vendors" });
  });

  it("leaves API routes to their wrapper and writes nothing for the icons", () => {
    visit("/v2/customers/lookup?identifierValue=919900000001");
    visit("/api/health");
    visit("/favicon.ico");
    visit("/icon.svg");
    expect(logs.lines()).toEqual([]);
  });
});

describe("instrumentation's onRequestError", () => {
  it("logs a page's error with its stack, the proxy's request id and the path without its query", async () => {
    const error = Object.assign(new Error("page exploded"), { digest: "1234567" });
    await onRequestError(
      error,
      {
        path: "/customers/5001?token=not-for-logs",
        method: "GET",
        headers: { "x-cap-requestid": "page-err", cookie: "next-auth.session-token=s3cret" },
      },
      {
        routerKind: "App Router",
        routePath: "/(console)/customers/[id]",
        routeType: "render",
        revalidateReason: undefined,
      },
    );
    const [line] = logs.lines();
    expect(line).toMatchObject({
      level: "error",
      requestId: "page-err",
      method: "GET",
      path: "/customers/5001",
      served: "render",
      route: "/(console)/customers/[id]",
      digest: "1234567",
      err: { message: "page exploded" },
    });
    expect(line.err.stack).toMatch(/page exploded\n\s+at /);
    expect(logs.text()).not.toMatch(/not-for-logs|s3cret/);
  });
});
