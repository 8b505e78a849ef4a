import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth, type JsonBody } from "@/scripts/test-harness/call-route.ts";
import { expectV2Error } from "@/scripts/test-harness/admin-users.ts";
import { formatLocalIso } from "@/lib/time/server-time.ts";
import { GET, POST } from "./route.ts";
import { noDefaultUser } from "@/scripts/test-harness/test-users.ts";

const list = (query = "", auth: Auth = "demo.maker") => callRoute(GET, { path: `/v2/labels${query}`, auth });
const create = (body: unknown, auth: Auth = "demo.maker") => callRoute(POST, { path: "/v2/labels", body, auth });
const labelCount = () => db.label.count();

const NO_DEFAULT = noDefaultUser("labels.nodefault");

describe("GET /v2/labels", () => {
  it("lists the organization's labels by name with their customer counts", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const vip = await db.label.findUniqueOrThrow({ where: { orgId_name: { orgId: 100, name: "VIP" } } });
    expect(res.body).toEqual({
      data: [
        { labelId: expect.any(Number), labelName: "Churn Risk", customerCount: 0, createdOn: expect.any(String) },
        { labelId: expect.any(Number), labelName: "Newsletter", customerCount: 0, createdOn: expect.any(String) },
        { labelId: vip.id, labelName: "VIP", customerCount: 1, createdOn: formatLocalIso(vip.createdAt) },
      ],
      totalCount: 3,
      warnings: [],
      errors: [],
    });
  });

  it("pages with limit and offset and refuses bad paging parameters", async () => {
    const page = await list("?limit=1&offset=1");
    expect(page.body.data.map((l: JsonBody) => l.labelName)).toEqual(["Newsletter"]);
    expect(page.body.totalCount).toBe(3);
    for (const query of ["?limit=0", "?limit=1001", "?limit=abc", "?offset=-1"]) expectV2Error(await list(query), 400);
    // A parameter the operation does not know is ignored.
    expect((await list("?limit=1&offset=1&sort=name")).body).toEqual(page.body);
    expect((await list("?limit=1000")).status).toBe(200);
  });

  it("shows another organization only its own labels", async () => {
    const res = await list("", "dual.maker");
    expect(res.body).toEqual({ data: [], totalCount: 0, warnings: [], errors: [] });
  });

  it("needs credentials (401) and the default access group (403)", async () => {
    expectV2Error(await list("", null), 401);
    expectV2Error(await list("", NO_DEFAULT), 403);
  });
});

describe("POST /v2/labels", () => {
  it("creates a label and answers it", async () => {
    const res = await create({ labelName: "  Gold  " });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: { labelId: expect.any(Number), labelName: "Gold", customerCount: 0, createdOn: expect.any(String) },
      warnings: [],
      errors: [],
    });
    expect((await db.label.findUniqueOrThrow({ where: { id: res.body.data.labelId } })).orgId).toBe(100);
  });

  it("refuses a duplicate name in the organization with 33002, and allows it in another organization", async () => {
    const count = await labelCount();
    expectV2Error(await create({ labelName: "VIP" }), 409, "VIP label already exists", 33002);
    expect(await labelCount()).toBe(count);
    expect((await create({ labelName: "VIP" }, "dual.maker")).status).toBe(200);
  });

  it("accepts a name of 100 characters and refuses 101, blank, missing, wrong-typed and unknown fields", async () => {
    expect((await create({ labelName: "z".repeat(100) })).status).toBe(200);
    const count = await labelCount();
    for (const [body, message] of [
      [{ labelName: "z".repeat(101) }, /at most 100/],
      [{ labelName: " " }, /labelName is required/],
      [{}, /labelName/],
      [{ labelName: false }, /labelName/],
      [["Ok"], /object/],
    ] as const) {
      expectV2Error(await create(body), 400, message);
    }
    expect(await labelCount()).toBe(count);
  });

  it("refuses malformed JSON, a wrong content type and an oversized body", async () => {
    const count = await labelCount();
    const call = (rawBody: string, contentType = "application/json") =>
      callRoute(POST, { path: "/v2/labels", auth: "demo.maker", rawBody, headers: { "content-type": contentType } });
    expectV2Error(await call('{"labelName": '), 400, /Malformed JSON/);
    expectV2Error(await call(JSON.stringify({ labelName: "Ok" }), "text/plain"), 415);
    expectV2Error(await call(JSON.stringify({ labelName: "q".repeat(5000) })), 413);
    expect(await labelCount()).toBe(count);
  });

  it("needs credentials (401) and the default access group (403)", async () => {
    const count = await labelCount();
    expectV2Error(await create({ labelName: "Nope" }, null), 401);
    expectV2Error(await create({ labelName: "Nope" }, NO_DEFAULT), 403);
    expect(await labelCount()).toBe(count);
  });
});
