import type { AccessGroup } from "../../lib/auth/access-groups.ts";
import type { ClientAutoApprovePolicy } from "../../lib/orgs/client-auto-approve-policy.ts";
import type { Db } from "../../lib/db/client.ts";
import { addDays, startOfLocalDay } from "../../lib/time/server-time.ts";
import { createUser } from "../../lib/users/create-user.ts";
import { resetIdSequences } from "../../lib/db/reset-id-sequences.ts";

// The demo dataset of shared/demo-data.md. It is a contract relied on by tests outside this repository:
// add rows freely, never change or remove these.

const WRITER: AccessGroup[] = ["requests.write", "points.read", "default"];
const REVIEWER: AccessGroup[] = ["requests.write", "requests.approve", "points.read", "default"];
const WRITERS_MAY_SKIP: ClientAutoApprovePolicy = "WRITERS";

export const USERS: {
  username: string;
  password: string;
  orgId: number;
  displayName: string;
  access: AccessGroup[];
}[] = [
  { username: "demo.maker", password: "demo-maker-pw", orgId: 100, displayName: "Demo Maker", access: WRITER },
  { username: "demo.checker", password: "demo-checker-pw", orgId: 100, displayName: "Demo Checker", access: REVIEWER },
  { username: "demo.viewer", password: "demo-viewer-pw", orgId: 100, displayName: "Demo Viewer", access: ["default"] },
  {
    username: "demo.admin",
    password: "demo-admin-pw",
    orgId: 100,
    displayName: "Demo Admin",
    access: ["admin", ...REVIEWER],
  },
  { username: "dual.maker", password: "dual-maker-pw", orgId: 200, displayName: "Dual Maker", access: REVIEWER },
  { username: "acme.maker", password: "acme-maker-pw", orgId: 300, displayName: "Acme Maker", access: WRITER },
  { username: "acme.checker", password: "acme-checker-pw", orgId: 300, displayName: "Acme Checker", access: REVIEWER },
  { username: "north.maker", password: "north-maker-pw", orgId: 301, displayName: "North Maker", access: REVIEWER },
  { username: "auto.maker", password: "auto-maker-pw", orgId: 400, displayName: "Auto Maker", access: REVIEWER },
  // A writer who may still skip the checker: Drop-in Co lets every writer send client_auto_approve=true.
  { username: "dropin.maker", password: "dropin-maker-pw", orgId: 500, displayName: "Drop-in Maker", access: WRITER },
];

export const DEMO_API_CLIENT = { username: "demo-integration", password: "demo-integration-secret" };

// Not in shared/demo-data.md: the browser tests' auditor, who reads everything and changes nothing. Created
// after the API client so every id the contract names stays as it was.
export const DEMO_AUDITOR = {
  username: "demo.auditor",
  password: "demo-auditor-pw",
  orgId: 100,
  displayName: "Demo Auditor",
  access: ["readonly"] as AccessGroup[],
};

const CUSTOMERS: { id: number; orgs: number[]; firstName: string; lastName: string; ids: Record<string, string> }[] = [
  {
    id: 5001,
    orgs: [100],
    firstName: "Asha",
    lastName: "Rao",
    ids: { mobile: "919900000001", email: "asha@example.com", externalId: "EXT-0001", cardnumber: "CARD-0001" },
  },
  {
    id: 5002,
    orgs: [100],
    firstName: "Ben",
    lastName: "Ito",
    ids: { mobile: "919900000002", email: "ben@example.com", externalId: "EXT-0002" },
  },
  {
    id: 5003,
    orgs: [100],
    firstName: "Chen",
    lastName: "Li",
    ids: { mobile: "919900000003", email: "chen@example.com", externalId: "EXT-0003" },
  },
  {
    id: 5004,
    orgs: [100],
    firstName: "Dara",
    lastName: "Okafor",
    ids: { mobile: "919900000004", externalId: "EXT-0004" },
  },
  { id: 5005, orgs: [200], firstName: "Eve", lastName: "Dual", ids: { mobile: "919900000005" } },
  {
    id: 5006,
    orgs: [300, 301, 302],
    firstName: "Femi",
    lastName: "Acme",
    ids: { mobile: "919900000006", email: "femi@example.com" },
  },
  {
    id: 5007,
    orgs: [300, 301, 302],
    firstName: "Gita",
    lastName: "Acme",
    ids: { mobile: "919900000007", email: "gita@example.com" },
  },
  { id: 5008, orgs: [300, 301], firstName: "Hal", lastName: "Acme", ids: { mobile: "919900000008" } },
  { id: 5009, orgs: [500], firstName: "Ines", lastName: "Dropin", ids: { mobile: "919900000009" } },
  { id: 5010, orgs: [500], firstName: "Jon", lastName: "Dropin", ids: { mobile: "919900000010" } },
];

const EARN_ON_BILL = {
  earnRate: "0.1",
  earnPointsType: "bill_regular",
  earnExpiryType: "rolling",
  earnExpiryDays: 365,
};

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  return (await db.organization.count()) === 0;
}

/** Loads the demo dataset into an empty database; `today` is the contract's day D. */
export async function seedDemoData(db: Db, provider: "sqlite" | "postgresql", today = new Date()): Promise<void> {
  const D = startOfLocalDay(today);
  await db.$transaction(
    async (tx) => {
      await tx.organization.createMany({
        data: [
          { id: 100, name: "Demo Retail", kind: "STANDARD" },
          { id: 200, name: "Dual Co", kind: "STANDARD", dualEligibility: true },
          { id: 300, name: "Acme Group", kind: "CONNECTED_PARENT" },
          { id: 301, name: "Acme North", kind: "CONNECTED_CHILD", parentId: 300 },
          { id: 302, name: "Acme South", kind: "CONNECTED_CHILD", parentId: 300 },
          { id: 400, name: "Auto Co", kind: "STANDARD", autoApproval: true },
          // The original's rule for client_auto_approve (requests.write suffices), for drop-in deployments.
          { id: 500, name: "Drop-in Co", kind: "STANDARD", clientAutoApprove: WRITERS_MAY_SKIP },
        ],
      });
      await tx.program.createMany({
        data: [
          { id: 1001, orgId: 100, name: "Demo Points", isDefault: true, ...EARN_ON_BILL },
          { id: 1002, orgId: 100, name: "Demo Partner Points" },
          { id: 2001, orgId: 200, name: "Dual Points", isDefault: true, ...EARN_ON_BILL },
          { id: 3001, orgId: 300, name: "Acme Points", isDefault: true, ...EARN_ON_BILL },
          { id: 5001, orgId: 500, name: "Drop-in Points", isDefault: true, ...EARN_ON_BILL },
        ],
      });
      for (const [orgId, programId] of [
        [100, 1001],
        [200, 2001],
        [300, 3001],
        [500, 5001],
      ]) {
        await tx.organization.update({ where: { id: orgId }, data: { defaultProgramId: programId } });
      }
      await tx.orgUnit.create({ data: { id: 1, orgId: 100, code: "store-001", name: "Store 001" } });

      for (const user of USERS)
        await createUser(tx, { ...user, kind: "USER" }, { allowShortPassword: true, publish: false });
      await createUser(
        tx,
        {
          orgId: 100,
          username: DEMO_API_CLIENT.username,
          displayName: "Demo Integration",
          password: DEMO_API_CLIENT.password,
          access: WRITER,
          kind: "API_CLIENT",
        },
        { allowShortPassword: true, publish: false },
      );
      await createUser(tx, { ...DEMO_AUDITOR, kind: "USER" }, { allowShortPassword: true, publish: false });

      for (const customer of CUSTOMERS) {
        await tx.customer.create({
          data: {
            id: customer.id,
            firstName: customer.firstName,
            lastName: customer.lastName,
            registrations: { create: customer.orgs.map((orgId) => ({ orgId })) },
          },
        });
        await tx.customerIdentifier.createMany({
          data: customer.orgs.flatMap((orgId) =>
            Object.entries(customer.ids).map(([type, value]) => ({ orgId, customerId: customer.id, type, value })),
          ),
        });
      }

      const lot = (
        customerId: number,
        points: number,
        programId: number,
        pointsType: string,
        expiryType: string,
        days: number,
      ) => ({
        orgId: 100,
        customerId,
        programId,
        points: String(points),
        remaining: String(points),
        pointsType,
        expiryType,
        expiresAt: addDays(D, days),
        awardedAt: D,
      });
      await tx.pointsLot.createMany({
        data: [
          lot(5001, 120, 1001, "bill_regular", "rolling", 30),
          lot(5001, 80, 1001, "line_item_regular", "rolling", 90),
          lot(5001, 35, 1001, "bill_regular", "rolling", 120),
          lot(5001, 50, 1001, "customer_promotions", "fixed", 400),
          lot(5001, 40, 1002, "bill_regular", "fixed", 60),
          lot(5003, 70, 1001, "bill_regular", "rolling", 45),
        ],
      });

      for (const name of ["VIP", "Churn Risk", "Newsletter"]) await tx.label.create({ data: { orgId: 100, name } });
      const vip = await tx.label.findUniqueOrThrow({ where: { orgId_name: { orgId: 100, name: "VIP" } } });
      await tx.customerLabel.create({ data: { customerId: 5001, labelId: vip.id } });

      await tx.couponSeries.create({ data: { id: 9001, orgId: 100, description: "Welcome 10% off" } });
      await tx.brand.create({ data: { id: 10, orgId: 100, name: "Demo Retail Rewards" } });
      const dictionary: [string, string, string?][] = [
        ["brand", "Lee"],
        ["brand", "Levis"],
        ["color", "blue"],
        ["color", "black"],
        ["category", "Jeans"],
        ["category", "Handbags"],
        ["size", "M", "apparel"],
        ["size", "L", "apparel"],
        ["style", "slimFit"],
        ["style", "regular"],
      ];
      await tx.dictionaryEntry.createMany({
        data: dictionary.map(([kind, name, sizeType]) => ({ orgId: 100, kind, name, sizeType: sizeType ?? null })),
      });

      const maker = await tx.user.findUniqueOrThrow({ where: { username: "demo.maker" } });
      const pending = [
        {
          type: "TRANSACTION",
          baseType: "REGULAR_TXN_ADD",
          customerId: 5002,
          source: "INSTORE",
          amount: "500",
          payload: JSON.stringify({
            customerIdentificationInfo: {
              identifierType: "mobile",
              identifierValue: "919900000002",
              source: "INSTORE",
            },
            transaction: {
              type: "REGULAR",
              billNumber: "DEMO-BILL-1",
              billAmount: "500",
              billingDate: D.toISOString(),
            },
          }),
        },
        {
          type: "CHANGE_IDENTIFIER",
          baseType: "MERGE",
          customerId: 5004,
          survivorId: 5002,
          source: "INSTORE",
          payload: JSON.stringify({ victimCustomer: { id: "5004" }, survivorCustomer: { id: "5002" } }),
        },
      ];
      for (const request of pending) {
        await tx.request.create({
          data: {
            orgId: 100,
            status: "PENDING",
            createdById: maker.id,
            ...request,
            events: { create: { toStatus: "PENDING", actorId: maker.id, comment: "Demo request" } },
          },
        });
      }
    },
    { timeout: 60_000 },
  );
  await resetIdSequences(db, provider);
}
