import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { makeUser } from "@/scripts/test-harness/admin-users.ts";
import { consoleCallFor } from "@/scripts/test-harness/console-session.ts";
import {
  createApiClientOperation,
  revokeApiClientOperation,
  rotateApiClientOperation,
  updateApiClientOperation,
} from "./admin-api-client-operations.ts";
import { performConsoleOperation } from "./console-action.ts";
import { dataOf, keysOf } from "./test-support.ts";

// The API clients page's actions: what the /v2/admin/api-clients routes do, answered as domain outcomes.

const admin = () => consoleCallFor("demo.admin");

async function createdClient(name = `Action client ${Date.now()}`) {
  return dataOf(
    await performConsoleOperation(await admin(), createApiClientOperation, {
      name,
      accessGroups: ["default"],
    }),
  );
}

describe("the API client actions", () => {
  it("create a client with its secret, rename it, rotate its secret and revoke it", async () => {
    const { client, secret } = await createdClient("Till sync");
    expect(client).toMatchObject({ name: "Till sync", key: expect.any(String) });
    expect(secret).toEqual(expect.any(String));
    const call = await admin();

    const renamed = await performConsoleOperation(call, updateApiClientOperation, { name: "Till sync 2" }, client.id);
    expect(renamed.ok && renamed.data.name).toBe("Till sync 2");
    const rotated = await performConsoleOperation(call, rotateApiClientOperation, { overlapSeconds: 60 }, client.id);
    expect(rotated.ok && rotated.data.secret).not.toBe(secret);
    const revoked = await performConsoleOperation(call, revokeApiClientOperation, undefined, client.id);
    expect(revoked.ok && revoked.data.status).toBe("REVOKED");

    const again = await performConsoleOperation(call, rotateApiClientOperation, {}, client.id);
    expect(again).toEqual({ ok: false, errors: [expect.objectContaining({ code: 9702, key: "apiClientRevoked" })] });
  });

  it("refuses each bad field beside it", async () => {
    const created = await performConsoleOperation(await admin(), createApiClientOperation, {
      name: "",
      accessGroups: ["nonsense"],
      expiresAt: "tomorrow",
    });
    expect(keysOf(created).map(([key, field]) => `${key} ${field}`)).toEqual([
      "invalidInput name",
      "invalidInput accessGroups.0",
      "invalidInput expiresAt",
    ]);
    const { client } = await createdClient();
    const overlap = await performConsoleOperation(
      await admin(),
      rotateApiClientOperation,
      { overlapSeconds: -1 },
      client.id,
    );
    expect(keysOf(overlap)).toEqual([["invalidInput", "overlapSeconds"]]);
  });

  it("answers another organization's client as not found, and leaves it unchanged", async () => {
    const { client } = await createdClient();
    const before = await db.user.findUniqueOrThrow({ where: { id: client.id } });
    const outsider = await makeUser(`other.clients.${Date.now()}`, 200, ["admin"]);
    const call = await consoleCallFor(outsider.username);
    const notFound = [["apiClientNotFound", undefined]];
    expect(keysOf(await performConsoleOperation(call, updateApiClientOperation, { name: "X" }, client.id))).toEqual(
      notFound,
    );
    expect(keysOf(await performConsoleOperation(call, rotateApiClientOperation, {}, client.id))).toEqual(notFound);
    expect(keysOf(await performConsoleOperation(call, revokeApiClientOperation, undefined, client.id))).toEqual(
      notFound,
    );
    expect(await db.user.findUniqueOrThrow({ where: { id: client.id } })).toEqual(before);
  });

  it("lets in admins only", async () => {
    const { client } = await createdClient();
    const maker = await consoleCallFor("demo.maker");
    expect(keysOf(await performConsoleOperation(maker, revokeApiClientOperation, undefined, client.id))).toEqual([
      ["accessDenied", undefined],
    ]);
    expect(
      keysOf(
        await performConsoleOperation({ sessionToken: undefined }, revokeApiClientOperation, undefined, client.id),
      ),
    ).toEqual([["authenticationFailed", undefined]]);
  });
});
