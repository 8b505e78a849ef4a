import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { POST, PUT } from "./route.ts";

// The original's merge refusals at creation: 9029, then 9027 / 9023, then 9018 / 9026; each creates nothing.

const post = (body: unknown, query = "source=INSTORE", auth: Auth = "demo.maker") =>
  callRoute(POST, { path: `/v2/requests?${query}`, body, auth });
const merge = (victimCustomer: Record<string, string>, survivorCustomer: Record<string, string>) => ({
  type: "CHANGE_IDENTIFIER",
  baseType: "MERGE",
  victimCustomer,
  survivorCustomer,
});
const refusal = (code: number, message: string) => ({ errors: [{ status: false, code, message }], warnings: [] });
const SAME = refusal(9029, "Victim and survivor are the same customer");
const VICTIM_MERGED = refusal(9027, "Victim is already merged to another user");
const SURVIVOR_MERGED = refusal(9023, "Survivor is already merged to another user as victim");
const VICTIM_PENDING = refusal(9018, "Request for Merge already exists for the victim in pending or processing state");
const SURVIVOR_PENDING = refusal(
  9026,
  "Request for Merge already exists for the survivor in pending or processing state",
);

let seq = 0;
async function newCustomer(orgIds: number[] = [100]) {
  const n = ++seq;
  const ids = { mobile: `91950000${String(n).padStart(4, "0")}`, email: `conflict${n}@example.com` };
  const customer = await db.customer.create({
    data: {
      firstName: "Conflict",
      lastName: String(n),
      registrations: { create: orgIds.map((orgId) => ({ orgId })) },
      identifiers: {
        create: orgIds.flatMap((orgId) => Object.entries(ids).map(([type, value]) => ({ orgId, type, value }))),
      },
    },
  });
  return { id: customer.id, ref: { id: String(customer.id) }, ...ids };
}

/** Merges the victim into the survivor at once (demo.checker may force-approve). */
async function mergedAway(victim: { ref: Record<string, string> }, survivor: { ref: Record<string, string> }) {
  const res = await post(merge(victim.ref, survivor.ref), "source=INSTORE&client_auto_approve=true", "demo.checker");
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Nothing was written: no request and no audit entry. */
async function expectRefused(body: unknown, status: number, expected: unknown, query?: string, auth?: Auth) {
  const [requests, audits] = [await db.request.count(), await db.auditEntry.count()];
  const res = await post(body, query, auth);
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(res.body).toEqual(expected);
  expect(await db.request.count()).toBe(requests);
  expect(await db.auditEntry.count()).toBe(audits);
}

describe("POST /v2/requests, merge refusals", () => {
  it("answers 9029 when both sides name one customer, by any identifiers, merged or not", async () => {
    const one = await newCustomer();
    await expectRefused(merge(one.ref, one.ref), 422, SAME);
    await expectRefused(merge({ mobile: one.mobile }, { email: one.email.toUpperCase() }), 422, SAME);
    await expectRefused(merge({ email: one.email }, one.ref), 422, SAME);
    // 5004 is in the demo's pending merge: 9029 still comes first.
    await expectRefused(merge({ id: "5004" }, { externalId: "EXT-0004" }), 422, SAME);
    const gone = await newCustomer();
    await mergedAway(gone, await newCustomer());
    await expectRefused(merge(gone.ref, { mobile: gone.mobile }), 422, SAME);
  });

  it("answers 9027 for a victim merged away and 9023 for a survivor merged away, before pending conflicts", async () => {
    const [victim, survivor] = [await newCustomer(), await newCustomer()];
    await mergedAway(victim, survivor);
    const refs: Record<string, string>[] = [victim.ref, { mobile: victim.mobile }, { email: victim.email }];
    for (const ref of refs) await expectRefused(merge(ref, (await newCustomer()).ref), 409, VICTIM_MERGED);
    await expectRefused(merge((await newCustomer()).ref, victim.ref), 409, SURVIVOR_MERGED);
    await expectRefused(merge((await newCustomer()).ref, { email: victim.email }), 409, SURVIVOR_MERGED);
    // Both merged away: the victim's code. Merged and in a pending merge: the merge wins over pending.
    const other = await newCustomer();
    await mergedAway(other, await newCustomer());
    await expectRefused(merge(victim.ref, other.ref), 409, VICTIM_MERGED);
    await expectRefused(merge(victim.ref, { id: "5002" }), 409, VICTIM_MERGED);
    await expectRefused(merge({ id: "5004" }, victim.ref), 409, SURVIVOR_MERGED);
    // The survivor of the approved merge is live and free: merging into it again is fine.
    expect((await post(merge((await newCustomer()).ref, survivor.ref))).status).toBe(200);
  });

  it("takes an identifier a merge retired as naming its new holder, who is not merged", async () => {
    const [victim, survivor] = [await newCustomer(), await newCustomer()];
    await mergedAway(victim, survivor);
    // The survivor takes the victim's old email (retired by the merge, so free).
    await db.customerIdentifier.deleteMany({ where: { customerId: survivor.id, type: "email" } });
    await db.customerIdentifier.create({
      data: { orgId: 100, customerId: survivor.id, type: "email", value: victim.email },
    });
    const third = await newCustomer();
    const res = await post(merge({ email: victim.email }, third.ref));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await db.request.findUniqueOrThrow({ where: { id: res.body.createdId } })).toMatchObject({
      customerId: survivor.id,
      survivorId: third.id,
    });
  });

  it("answers 9018 / 9026 when the victim / survivor is on either side of a pending merge", async () => {
    // The demo's pending merge: victim 5004 Dara Okafor, survivor 5002 Ben Ito.
    for (const taken of ["5004", "5002"]) {
      await expectRefused(merge({ id: taken }, (await newCustomer()).ref), 409, VICTIM_PENDING);
      await expectRefused(merge((await newCustomer()).ref, { id: taken }), 409, SURVIVOR_PENDING);
    }
    await expectRefused(merge({ id: "5004" }, { id: "5002" }), 409, VICTIM_PENDING);
    await expectRefused(merge({ id: "5002" }, { mobile: "919900000004" }), 409, VICTIM_PENDING);
    // client_auto_approve is refused the same way, and applies nothing.
    const fresh = await newCustomer();
    await expectRefused(
      merge(fresh.ref, { id: "5002" }),
      409,
      SURVIVOR_PENDING,
      "source=INSTORE&client_auto_approve=true",
      "demo.checker",
    );
    expect(
      await db.customerRegistration.findUniqueOrThrow({
        where: { customerId_orgId: { customerId: fresh.id, orgId: 100 } },
      }),
    ).toMatchObject({ mergedIntoId: null });
  });

  it("frees both customers once the pending merge is rejected", async () => {
    const [victim, survivor] = [await newCustomer(), await newCustomer()];
    const first = await post(merge(victim.ref, survivor.ref));
    expect(first.status).toBe(200);
    await expectRefused(merge(victim.ref, (await newCustomer()).ref), 409, VICTIM_PENDING);
    const rejected = await callRoute(PUT, {
      method: "PUT",
      path: "/v2/requests",
      body: [{ type: "CHANGE_IDENTIFIER", baseType: "MERGE", id: first.body.createdId, status: "REJECTED" }],
      auth: "demo.checker",
    });
    expect(rejected.status).toBe(200);
    expect((await post(merge(victim.ref, survivor.ref))).status).toBe(200);
  });

  it("checks within the caller's organization only (a connected parent keeps its own merges)", async () => {
    // Registered in org 100 and in the Acme group: a pending merge in one organization binds only there.
    const [a, b, c] = [
      await newCustomer([100, 300, 301]),
      await newCustomer([100, 300, 301]),
      await newCustomer([300]),
    ];
    expect((await post(merge(a.ref, b.ref))).status).toBe(200);
    const acme = await post(merge(a.ref, b.ref), "source=INSTORE", "acme.maker");
    expect(acme.status, JSON.stringify(acme.body)).toBe(200);
    await expectRefused(merge(c.ref, b.ref), 409, SURVIVOR_PENDING, "source=INSTORE", "acme.maker");
    // Merged away in org 100 only: still live, and free, in the Acme group.
    const [d, e] = [await newCustomer([100, 300]), await newCustomer([100, 300])];
    await mergedAway(d, e);
    await expectRefused(merge(d.ref, (await newCustomer()).ref), 409, VICTIM_MERGED);
    expect((await post(merge(d.ref, (await newCustomer([300])).ref), "source=INSTORE", "acme.maker")).status).toBe(200);
    // A child is still blocked before any of this (9021).
    const child = await post(merge(a.ref, b.ref), "source=INSTORE", "north.maker");
    expect(child.body.errors[0].code).toBe(9021);
  });

  it.each([
    { shared: "victim", refusal: VICTIM_PENDING },
    { shared: "survivor", refusal: SURVIVOR_PENDING },
  ] as const)("creates exactly one of 10 concurrent merges with the same $shared", async ({ shared, refusal }) => {
    const one = await newCustomer();
    const others = await Promise.all(Array.from({ length: 10 }, () => newCustomer()));
    const results = await Promise.all(
      others.map((other) => post(shared === "victim" ? merge(one.ref, other.ref) : merge(other.ref, one.ref))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) expect(r.body).toEqual(refusal);
    const where = shared === "victim" ? { customerId: one.id } : { survivorId: one.id };
    expect(await db.request.count({ where: { ...where, baseType: "MERGE" } })).toBe(1);
  });

  it("creates exactly one of 10 concurrent merges of one victim, half of them auto-approved", async () => {
    const victim = await newCustomer();
    const survivors = await Promise.all(Array.from({ length: 10 }, () => newCustomer()));
    const results = await Promise.all(
      survivors.map((survivor, i) =>
        i % 2
          ? post(merge(victim.ref, survivor.ref))
          : post(merge(victim.ref, survivor.ref), "source=INSTORE&client_auto_approve=true", "demo.checker"),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    // The winner left the victim either in a pending merge or merged away.
    const others = results.filter((r) => r.status !== 200).map((r) => r.body);
    expect(
      others.every((body) => [VICTIM_PENDING, VICTIM_MERGED].some((e) => JSON.stringify(e) === JSON.stringify(body))),
    ).toBe(true);
    expect(new Set(others.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(await db.request.count({ where: { customerId: victim.id, baseType: "MERGE" } })).toBe(1);
  });
});
