// The rows npm run db:seed-scale adds to organization 100, built in chunks as column arrays (one array per
// column, as PostgreSQL's unnest takes them). Everything is derived from the row's position, so a chunk
// can be built without the others and a run is reproducible.
import { auditHash, HASHED_COLUMNS, type HashedFields } from "../lib/audit/audit-hash.ts";

export const ORG_ID = 100;
const DAY = 86_400_000;

export type ColumnType = "int" | "text" | "numeric" | "timestamp" | "bool";
export interface TableRows {
  table: string;
  columns: readonly (readonly [name: string, type: ColumnType])[];
  /** One array per column, all of one length. */
  values: unknown[][];
}

/** Who acts in the seeded history: the demo organization's maker, checker, admin and API client. */
export interface Actors {
  maker: number;
  checker: number;
  admin: number;
  client: number;
}
export const ACTOR_NAMES = {
  maker: "demo.maker",
  checker: "demo.checker",
  admin: "demo.admin",
  client: "demo-integration",
} as const;

/** What one run adds, and where its ids start. */
export interface ScalePlan {
  customers: number;
  requests: number;
  lots: number;
  audit: number;
  firstCustomerId: number;
  firstRequestId: number;
  actors: Actors;
  now: Date;
}

// Common enough that a name search has many hits; "Zyx" or "Qwerty" find nothing.
const FIRST_NAMES = [
  "Aarav",
  "Abena",
  "Aditi",
  "Ahmed",
  "Aiko",
  "Alejandro",
  "Amara",
  "Ananya",
  "Arjun",
  "Beatriz",
  "Camille",
  "Carlos",
  "Chloe",
  "Dev",
  "Diego",
  "Elena",
  "Emeka",
  "Farah",
  "Fatima",
  "Gabriel",
  "Grace",
  "Hana",
  "Hiro",
  "Ibrahim",
  "Isla",
  "Ishaan",
  "Jamal",
  "Jia",
  "Kabir",
  "Kavya",
  "Kenji",
  "Lakshmi",
  "Leila",
  "Lucas",
  "Maya",
  "Mei",
  "Mohan",
  "Nadia",
  "Naveen",
  "Nia",
  "Omar",
  "Priya",
  "Rahul",
  "Ravi",
  "Rosa",
  "Sana",
  "Sofia",
  "Suresh",
  "Tariq",
  "Tomas",
  "Uma",
  "Vikram",
  "Wei",
  "Yara",
  "Yusuf",
  "Zara",
  "Zainab",
  "Meera",
  "Rohan",
  "Anil",
];
const LAST_NAMES = [
  "Acharya",
  "Adeyemi",
  "Agarwal",
  "Ahmed",
  "Alvarez",
  "Banerjee",
  "Bose",
  "Chatterjee",
  "Chen",
  "Costa",
  "Das",
  "Desai",
  "Dubois",
  "Fernandes",
  "Garcia",
  "Ghosh",
  "Gupta",
  "Haddad",
  "Hussain",
  "Iyer",
  "Jain",
  "Joshi",
  "Kapoor",
  "Khan",
  "Kim",
  "Kumar",
  "Lee",
  "Lopez",
  "Malhotra",
  "Mehta",
  "Menon",
  "Mishra",
  "Murphy",
  "Nair",
  "Nakamura",
  "Nguyen",
  "Okafor",
  "Okonkwo",
  "Patel",
  "Pereira",
  "Pillai",
  "Rao",
  "Reddy",
  "Rossi",
  "Sato",
  "Shah",
  "Sharma",
  "Singh",
  "Silva",
  "Tanaka",
  "Thomas",
  "Varghese",
  "Verma",
  "Wang",
  "Williams",
  "Yadav",
  "Yamamoto",
  "Zhang",
  "Bhatt",
  "Chopra",
  "Dutta",
  "Ito",
  "Kulkarni",
  "Naidu",
  "Saxena",
  "Sen",
];

/** A cheap integer hash, so neighbouring rows differ without a random generator. */
export function mix(n: number): number {
  let h = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export const nameOf = (customerId: number) => ({
  firstName: FIRST_NAMES[mix(customerId) % FIRST_NAMES.length],
  lastName: LAST_NAMES[mix(customerId * 31 + 7) % LAST_NAMES.length],
});

/**
 * A 12-digit Indian mobile, unique per customer id: 91, a first digit of 6-8 (the demo's and the bench's
 * numbers start 919), and the id times a multiplier prime to 10, modulo 10^9 (one-to-one below 10^9).
 */
export const mobileOf = (customerId: number) =>
  `91${6 + (customerId % 3)}${String((customerId * 387_420_489) % 1_000_000_000).padStart(9, "0")}`;
export const emailOf = (customerId: number) => {
  const { firstName, lastName } = nameOf(customerId);
  return `${firstName}.${lastName}.${customerId}@example.com`.toLowerCase();
};

/** Customers, their registration in org 100 and identifiers: mobile and email each, half an external id, a fifth a card. */
export function customerRows(plan: ScalePlan, from: number, to: number): TableRows[] {
  const customers: unknown[][] = [[], [], [], []];
  const registrations: unknown[][] = [[], [], []];
  const identifiers: unknown[][] = [[], [], [], []];
  const identify = (customerId: number, type: string, value: string) => {
    identifiers[0].push(ORG_ID);
    identifiers[1].push(customerId);
    identifiers[2].push(type);
    identifiers[3].push(value);
  };
  const span = 3 * 365 * DAY;
  for (let i = from; i < to; i++) {
    const id = plan.firstCustomerId + i;
    const { firstName, lastName } = nameOf(id);
    const createdAt = new Date(plan.now.getTime() - span + Math.floor((i * span) / Math.max(plan.customers, 1)));
    customers[0].push(id);
    customers[1].push(firstName);
    customers[2].push(lastName);
    customers[3].push(createdAt);
    registrations[0].push(id);
    registrations[1].push(ORG_ID);
    registrations[2].push(createdAt);
    identify(id, "mobile", mobileOf(id));
    identify(id, "email", emailOf(id));
    if (id % 2 === 0) identify(id, "externalId", `EXT-S${id}`);
    if (id % 5 === 0) identify(id, "cardnumber", `CARD-S${id}`);
  }
  return [
    {
      table: "Customer",
      columns: [
        ["id", "int"],
        ["firstName", "text"],
        ["lastName", "text"],
        ["createdAt", "timestamp"],
      ],
      values: customers,
    },
    {
      table: "CustomerRegistration",
      columns: [
        ["customerId", "int"],
        ["orgId", "int"],
        ["registeredAt", "timestamp"],
      ],
      values: registrations,
    },
    {
      table: "CustomerIdentifier",
      columns: [
        ["orgId", "int"],
        ["customerId", "int"],
        ["type", "text"],
        ["value", "text"],
      ],
      values: identifiers,
    },
  ];
}

const POINTS_TYPES = ["bill_regular", "bill_regular", "line_item_regular", "customer_promotions"];

/**
 * Points lots in customer order (the schedule index's order, so inserts append): lots / customers a
 * customer on average (5 at the size), from none to twice that. Lots expired or spent are closed (open = false, as the expiry job and redemptions leave
 * them), about a tenth of the rest partly spent; expiry from a year ago to 400 days ahead, in two programs.
 */
export function lotRows(plan: ScalePlan, from: number, to: number): TableRows[] {
  const values: unknown[][] = Array.from({ length: 10 }, () => []);
  const perCustomer = plan.lots / plan.customers;
  // Customer c's lots start at c * perCustomer plus a jitter below perCustomer: counts vary from none to
  // twice the mean and stay in customer order.
  const startOf = (c: number) => c * perCustomer + ((mix(c) % 1000) / 1000) * perCustomer;
  for (let i = from; i < to; i++) {
    const c = Math.floor(i / perCustomer);
    const customerId = plan.firstCustomerId + Math.max(0, i < startOf(c) ? c - 1 : c);
    const h = mix(i);
    const expiresIn = (h % 765) - 365;
    const points = 10 + (h % 491);
    const spent = expiresIn < 0 || h % 7 === 0;
    const remaining = spent ? 0 : h % 10 === 1 ? Math.floor(points / 2) : points;
    const rolling = h % 4 !== 3;
    const expiresAt = new Date(startOfDay(plan.now) + expiresIn * DAY);
    const row = [
      ORG_ID,
      customerId,
      h % 10 === 9 ? 1002 : 1001,
      points,
      remaining,
      POINTS_TYPES[(h >>> 8) % POINTS_TYPES.length],
      rolling ? "rolling" : "fixed",
      expiresAt,
      new Date(expiresAt.getTime() - 365 * DAY),
      remaining > 0,
    ];
    for (let c = 0; c < row.length; c++) values[c].push(row[c]);
  }
  return [
    {
      table: "PointsLot",
      columns: [
        ["orgId", "int"],
        ["customerId", "int"],
        ["programId", "int"],
        ["points", "numeric"],
        ["remaining", "numeric"],
        ["pointsType", "text"],
        ["expiryType", "text"],
        ["expiresAt", "timestamp"],
        ["awardedAt", "timestamp"],
        ["open", "bool"],
      ],
      values,
    },
  ];
}

const startOfDay = (date: Date) => Math.floor(date.getTime() / DAY) * DAY;

const REQUEST_COLUMNS = [
  ["id", "int"],
  ["orgId", "int"],
  ["type", "text"],
  ["baseType", "text"],
  ["status", "text"],
  ["source", "text"],
  ["customerId", "int"],
  ["survivorId", "int"],
  ["payload", "text"],
  ["oldValue", "text"],
  ["newValue", "text"],
  ["requestedPoints", "numeric"],
  ["amount", "numeric"],
  ["approvedValue", "text"],
  ["assocId", "text"],
  ["comments", "text"],
  ["createdById", "int"],
  ["createdAt", "timestamp"],
  ["updatedById", "int"],
  ["updatedAt", "timestamp"],
] as const;
const EVENT_COLUMNS = [
  ["requestId", "int"],
  ["fromStatus", "text"],
  ["toStatus", "text"],
  ["actorId", "int"],
  ["comment", "text"],
  ["createdAt", "timestamp"],
] as const;

/** The request the seeded history has at position r: its status is PENDING for every twentieth (5%). */
export const isPendingPosition = (r: number) => r % 20 === 7;

/**
 * Requests over the last two years in creation order (ids rise with time, as the app's do), each with its
 * history events: created (by the maker or the API client), and for 95% decided by the checker within
 * three days: 85% of those approved. Kinds as the app makes them: 70% transactions, 15% goodwill points,
 * 10% email changes, 5% merges. Merges are never approved here: an approved merge retires its victim.
 * Approvals' effects elsewhere (transactions, lots) are not reproduced: the lots are seeded on their own.
 */
export function requestRows(plan: ScalePlan, from: number, to: number): TableRows[] {
  const requests: unknown[][] = REQUEST_COLUMNS.map(() => []);
  const events: unknown[][] = EVENT_COLUMNS.map(() => []);
  const span = 730 * DAY;
  const start = plan.now.getTime() - span - 3 * DAY;
  const event = (requestId: number, fromStatus: string | null, toStatus: string, actorId: number, at: Date) => {
    const row = [requestId, fromStatus, toStatus, actorId, "", at];
    for (let c = 0; c < row.length; c++) events[c].push(row[c]);
  };
  for (let r = from; r < to; r++) {
    const id = plan.firstRequestId + r;
    const h = mix(r + 0x5eed);
    const customerId = plan.firstCustomerId + (mix(r) % plan.customers);
    const createdAt = new Date(start + Math.floor((r * span) / plan.requests));
    const createdById = h % 3 === 0 ? plan.actors.client : plan.actors.maker;
    const kind = h % 100;
    let status = isPendingPosition(r) ? "PENDING" : (h >>> 8) % 100 < 85 ? "APPROVED" : "REJECTED";
    let type: string, baseType: string, payload: string;
    let survivorId: number | null = null;
    let oldValue: string | null = null;
    let newValue: string | null = null;
    let requestedPoints: number | null = null;
    let amount: number | null = null;
    let approvedValue: string | null = null;
    let assocId: string | null = null;
    if (kind < 70) {
      type = "TRANSACTION";
      baseType = "REGULAR_TXN_ADD";
      amount = 100 + ((h >>> 4) % 9900);
      payload = JSON.stringify({
        customerIdentificationInfo: {
          identifierType: "mobile",
          identifierValue: mobileOf(customerId),
          source: "INSTORE",
        },
        transaction: {
          type: "REGULAR",
          billNumber: `SCALE-${id}`,
          billAmount: String(amount),
          billingDate: createdAt.toISOString(),
        },
      });
      if (status === "APPROVED") approvedValue = String(amount / 10);
    } else if (kind < 85) {
      type = "GOODWILL";
      baseType = "POINTS";
      requestedPoints = amount = 5 * (1 + ((h >>> 4) % 40));
      payload = JSON.stringify({
        type: "GOODWILL",
        base_type: "POINTS",
        customer: { mobile: mobileOf(customerId) },
        points: String(requestedPoints),
        reason: "Service recovery",
      });
      if (status === "APPROVED") [approvedValue, assocId] = [String(requestedPoints), String(customerId)];
    } else if (kind < 95) {
      type = "CHANGE_IDENTIFIER";
      baseType = "EMAIL";
      // An approved change's new value is the email the customer holds now.
      oldValue = `old.${id}@example.net`;
      newValue = status === "APPROVED" ? emailOf(customerId) : `new.${id}@example.net`;
      payload = JSON.stringify({
        customer: { mobile: mobileOf(customerId) },
        value: newValue,
        identifierType: "email",
      });
    } else {
      type = "CHANGE_IDENTIFIER";
      baseType = "MERGE";
      if (status === "APPROVED") status = "REJECTED";
      survivorId = plan.firstCustomerId + ((customerId - plan.firstCustomerId + 1) % plan.customers);
      payload = JSON.stringify({
        victimCustomer: { id: String(customerId) },
        survivorCustomer: { id: String(survivorId) },
      });
    }
    const decided = status !== "PENDING";
    const decidedAt = decided ? new Date(createdAt.getTime() + 60_000 + ((h >>> 3) % (3 * DAY))) : createdAt;
    const row = [
      id,
      ORG_ID,
      type,
      baseType,
      status,
      "INSTORE",
      customerId,
      survivorId,
      payload,
      oldValue,
      newValue,
      requestedPoints,
      amount,
      approvedValue,
      assocId,
      status === "REJECTED" ? "Not eligible" : "",
      createdById,
      createdAt,
      decided ? plan.actors.checker : null,
      decidedAt,
    ];
    for (let c = 0; c < row.length; c++) requests[c].push(row[c]);
    event(id, null, "PENDING", createdById, createdAt);
    if (decided) event(id, "PENDING", status, plan.actors.checker, decidedAt);
  }
  return [
    { table: "Request", columns: REQUEST_COLUMNS, values: requests },
    { table: "RequestEvent", columns: EVENT_COLUMNS, values: events },
  ];
}

export const AUDIT_COLUMNS = [
  ["orgId", "int"],
  ["seq", "int"],
  ["at", "timestamp"],
  ["actorId", "int"],
  ["actorName", "text"],
  ["actorKind", "text"],
  ["requestId", "text"],
  ["entity", "text"],
  ["entityId", "text"],
  ["action", "text"],
  ["changes", "text"],
  ["prevHash", "text"],
  ["hash", "text"],
  ["keyId", "text"],
] as const;

export interface ChainHead {
  seq: number;
  hash: string;
}

/**
 * Audit entries a (from <= a < to) of the run, chained after `head` and signed with the key as
 * lib/audit/store/audit-chain.ts does: 60% request decisions by the checker, 25% requests created by the API
 * client, 10% customer edits and 5% label changes by the admin, over the last two years.
 */
export function auditRows(
  plan: ScalePlan,
  from: number,
  to: number,
  head: ChainHead,
  key: { id: string; key: Buffer },
): { rows: TableRows; head: ChainHead } {
  const values: unknown[][] = AUDIT_COLUMNS.map(() => []);
  const span = 730 * DAY;
  const start = plan.now.getTime() - span;
  let { seq, hash } = head;
  const requestCount = Math.max(plan.requests, 1);
  const customerCount = Math.max(plan.customers, 1);
  for (let a = from; a < to; a++) {
    const h = mix(a + 0xa0d17);
    const kind = h % 100;
    const requestId = plan.requests > 0 ? plan.firstRequestId + (mix(a) % requestCount) : 1;
    const customerId = plan.customers > 0 ? plan.firstCustomerId + (mix(a) % customerCount) : 5001;
    let fields: Omit<HashedFields, "orgId" | "seq" | "at" | "prevHash">;
    if (kind < 60) {
      const approved = (h >>> 8) % 100 < 85;
      fields = actor(plan, "checker", "request", requestId, approved ? "approve" : "reject", {
        status: { before: "PENDING", after: approved ? "APPROVED" : "REJECTED" },
      });
    } else if (kind < 85) {
      fields = actor(plan, "client", "request", requestId, "create", {
        status: { before: null, after: "PENDING" },
        type: { before: null, after: "TRANSACTION" },
      });
    } else if (kind < 95) {
      fields = actor(plan, "admin", "customer", customerId, "update", {
        lastName: { before: "Old", after: nameOf(customerId).lastName },
      });
    } else {
      fields = actor(plan, "admin", "customer", customerId, "label", { labels: { before: [], after: ["VIP"] } });
    }
    seq += 1;
    const entry: HashedFields = {
      orgId: ORG_ID,
      seq,
      at: new Date(start + Math.floor((a * span) / plan.audit)),
      prevHash: hash,
      ...fields,
    };
    hash = auditHash(entry, key.key);
    const row = [...HASHED_COLUMNS.map((column) => entry[column]), hash, key.id];
    for (let c = 0; c < row.length; c++) values[c].push(row[c]);
  }
  return { rows: { table: "AuditEntry", columns: AUDIT_COLUMNS, values }, head: { seq, hash } };
}

function actor(
  plan: ScalePlan,
  who: keyof Actors,
  entity: string,
  entityId: number,
  action: string,
  changes: Record<string, unknown>,
) {
  return {
    actorId: plan.actors[who],
    actorName: ACTOR_NAMES[who],
    actorKind: who === "client" ? "API_CLIENT" : "USER",
    requestId: null,
    entity,
    entityId: String(entityId),
    action,
    changes: JSON.stringify(changes),
  };
}
