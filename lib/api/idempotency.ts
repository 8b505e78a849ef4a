import "server-only";
import { createHash } from "node:crypto";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { isUniqueViolation } from "../db/prisma-errors.ts";
import { idempotencyKeyInFlight, idempotencyKeyReused, invalidIdempotencyKey } from "../errors/catalogue.ts";
import { readBoundedBody } from "../http/read-bounded-body.ts";
import { openSecret, sealSecret, type SealedPlace } from "../crypto/secret-box.ts";

// Stripe's semantics: the first answer to a key is kept for 24 hours and replayed to a retry with the same
// body; the record is claimed (a unique row) before the handler runs, so concurrent calls with one key,
// on any app instance sharing the database, produce one effect.

export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
export const REPLAYED_HEADER = "idempotent-replayed";
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
const RETENTION_MS = 24 * 60 * 60 * 1000;
// A concurrent retry waits this long for the first call's answer before it is told to come back (409).
const WAIT_FOR_FIRST_MS = 5000;
const POLL_MS = 50;
// A claim this old without an answer belonged to an instance that died mid-call: a retry may take it over.
const ABANDONED_AFTER_MS = 5 * 60 * 1000;

export type IdempotentCall =
  | { replay: Response }
  | {
      replay?: undefined;
      /** `thrown`: the answer is the 500 of an error the handler threw, not one it rendered. */
      complete(response: Response, thrown: boolean): Promise<void>;
    };

const IDEMPOTENT_METHODS = new Set(["POST", "PUT", "PATCH"]);

/**
 * For a POST, PUT or PATCH carrying Idempotency-Key: the stored answer to replay, or a claim the caller completes
 * with its answer. Null when there is no key, or the call is unauthenticated (a public operation's answer,
 * such as an OAuth token, belongs to no principal and is never stored).
 */
export async function beginIdempotentCall(
  request: Request,
  principal: Principal,
  limitBytes: number,
  /** The answer carries a secret (a new client secret): it is kept sealed, never as plain text. */
  { sealAnswer = false }: { sealAnswer?: boolean } = {},
): Promise<IdempotentCall | null> {
  if (!IDEMPOTENT_METHODS.has(request.method)) return null;
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null) return null;
  if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH)
    throw invalidIdempotencyKey(MAX_IDEMPOTENCY_KEY_LENGTH);
  if (principal.via === "system") return null;
  const fingerprint = await fingerprintOf(request, limitBytes);
  return claim(principal.userId, key, fingerprint, sealAnswer);
}

async function claim(principalId: number, key: string, fingerprint: string, seal: boolean): Promise<IdempotentCall> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const now = new Date();
    await db.idempotencyRecord.deleteMany({ where: { expiresAt: { lt: now } } });
    try {
      const row = await db.idempotencyRecord.create({
        data: { principalId, key, fingerprint, createdAt: now, expiresAt: new Date(now.getTime() + RETENTION_MS) },
      });
      return { complete: (response, thrown) => complete(row.id, response, thrown, seal) };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const existing = await db.idempotencyRecord.findUnique({ where: { principalId_key: { principalId, key } } });
    if (!existing) continue;
    if (existing.fingerprint !== fingerprint) throw idempotencyKeyReused();
    if (existing.status !== null)
      return { replay: replayOf(existing.id, existing.status, existing.responseBody, existing.contentType) };
    if (existing.createdAt.getTime() < now.getTime() - ABANDONED_AFTER_MS) {
      const { count } = await db.idempotencyRecord.updateMany({
        where: { id: existing.id, status: null, createdAt: existing.createdAt },
        data: { createdAt: now },
      });
      if (count === 1) return { complete: (response, thrown) => complete(existing.id, response, thrown, seal) };
    }
    if (Date.now() >= deadline) throw idempotencyKeyInFlight();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

// 4xx answers are kept like successes (a retry of a refused call is refused the same way). A thrown error's
// 500 means the call's transaction rolled back, so the claim is released and a retry runs it afresh. A 500
// the handler rendered is a batch that stopped part-way, its earlier items committed: it is kept, so a
// retry replays which items were applied instead of applying them again.
async function complete(id: number, response: Response, thrown: boolean, seal: boolean): Promise<void> {
  if (response.status >= 500 && thrown) {
    await db.idempotencyRecord.deleteMany({ where: { id } });
    return;
  }
  const text = await response.clone().text();
  const body = seal ? sealSecret(text, sealedPlace(id)) : text;
  await db.idempotencyRecord.update({
    where: { id },
    data: { status: response.status, responseBody: body, contentType: response.headers.get("content-type") },
  });
}

// A kept answer that carries a secret opens only in its own record.
const sealedPlace = (recordId: number): SealedPlace => ({
  orgId: 0,
  field: "IdempotencyRecord.responseBody",
  rowId: recordId,
});
// Plain answers are JSON (or empty); a sealed one is the secret box's dotted text.
const isSealed = (body: string) => body.startsWith("v2.");

function replayOf(id: number, status: number, stored: string | null, contentType: string | null): Response {
  const body =
    stored && isSealed(stored) ? openSecret(stored, sealedPlace(id), "IdempotencyRecord.responseBody") : stored;
  const headers = new Headers({ [REPLAYED_HEADER]: "true" });
  if (contentType) headers.set("content-type", contentType);
  return new Response(body, { status, headers });
}

async function fingerprintOf(request: Request, limitBytes: number): Promise<string> {
  const hash = createHash("sha256");
  const url = new URL(request.url);
  hash.update(`${request.method} ${url.pathname}${url.search}\n`);
  const body = request.clone().body;
  if (body) for (const chunk of await readBoundedBody(body, limitBytes)) hash.update(chunk);
  return hash.digest("hex");
}
