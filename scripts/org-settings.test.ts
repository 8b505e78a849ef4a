import { describe, expect, it } from "vitest";
import { db } from "../lib/db/client.ts";
import { runScript } from "./test-harness/run-script.ts";

// npm run org:settings as an operator runs it, against this file's database.
const orgSettings = (...args: string[]) => runScript("scripts/org-settings.ts", args);
const policyOf = async (id: number) =>
  (await db.organization.findUniqueOrThrow({ where: { id }, select: { clientAutoApprove: true } })).clientAutoApprove;

describe("npm run org:settings", { timeout: 60_000 }, () => {
  it("shows the settings, sets clientAutoApprove audited as the system, and refuses a bad value", async () => {
    const shown = await orgSettings("--org", "500");
    expect(shown.code, shown.stderr).toBe(0);
    expect(JSON.parse(shown.stdout)).toMatchObject({
      orgId: 500,
      clientAutoApprove: "WRITERS",
      defaultProgramId: 5001,
    });

    const set = await orgSettings("--org", "400", "--client-auto-approve", "WRITERS");
    expect(set.code, set.stderr).toBe(0);
    expect(JSON.parse(set.stdout)).toMatchObject({ orgId: 400, clientAutoApprove: "WRITERS" });
    expect(await policyOf(400)).toBe("WRITERS");
    const [entry] = await db.auditEntry.findMany({ where: { orgId: 400, entity: "organization" } });
    expect(entry).toMatchObject({ entityId: "400", action: "update", actorName: "system", actorKind: "SYSTEM" });

    const bad = await orgSettings("--org", "400", "--client-auto-approve", "sometimes");
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("org:settings refused: clientAutoApprove: ");
    const unknown = await orgSettings("--org", "999", "--client-auto-approve", "OFF");
    expect([unknown.code, unknown.stderr.trim()]).toEqual([1, "organization 999 does not exist"]);
    expect((await orgSettings("--org", "x")).code).toBe(2);
    expect(await policyOf(400)).toBe("WRITERS");
  });

  it("takes any field of the settings patch as JSON, refusing what PATCH /v2/admin/settings refuses", async () => {
    const set = await orgSettings("--org", "400", "--patch", '{"timeZone":"Europe/Paris","autoApproval":false}');
    expect(set.code, set.stderr).toBe(0);
    expect(JSON.parse(set.stdout)).toMatchObject({ orgId: 400, timeZone: "Europe/Paris", autoApproval: false });
    const bad = await orgSettings("--org", "400", "--patch", '{"timeZone":"Nowhere/City"}');
    expect([bad.code, bad.stderr]).toEqual([1, expect.stringContaining("org:settings refused: timeZone: ")]);
    expect((await orgSettings("--org", "400", "--patch", "{oops")).code).toBe(2);
    const zone = await db.organization.findUniqueOrThrow({ where: { id: 400 }, select: { timeZone: true } });
    expect(zone.timeZone).toBe("Europe/Paris");
  });
});
