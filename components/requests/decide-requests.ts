import { ApiError, CONSOLE_HEADERS } from "@/lib/client/api-client.ts";

/** Maker-checker, shown before the API would refuse with 9056. */
export const OWN_REQUEST_REASON = "You created this request: the same user cannot request and approve (9056).";

export type Decision = "APPROVED" | "REJECTED";

/** PUT /v2/requests's warning on an item whose approval was the first of two (lib/errors/catalogue-requests.ts). */
const FIRST_OF_TWO_APPROVALS = 9072;

export interface DecisionTarget {
  id: number;
  type: string;
  baseType: string;
  /** GOODWILL POINTS only: the points to grant; empty grants what was requested. */
  points?: string;
}

export interface ItemOutcome {
  id: number;
  ok: boolean;
  code: number;
  message: string;
}

type V11Body = {
  response?: {
    status?: { code?: number; message?: string };
    requests?: { request?: { id: string; item_status: { success: string; code: number; message: string } }[] };
  };
};
type V2Body = {
  response?: {
    entityId: number;
    result: boolean;
    errors?: { code: number; message: string }[];
    warnings?: { code: number; message: string }[];
  }[];
  errors?: { code: number; message: string }[];
};

/**
 * Approves or rejects the targets through the same API routes external systems use: TRANSACTION
 * requests through PUT /v2/requests (the v1.1 enum has no TRANSACTION), everything else through
 * POST /v1.1/request/approve|reject, which also carries the goodwill points. Each item's outcome is
 * returned, whatever the others did; only a refusal of the whole call throws an ApiError.
 */
export async function decideRequests(
  targets: DecisionTarget[],
  decision: Decision,
  comment: string,
): Promise<ItemOutcome[]> {
  // v1.1 approvals of a coupon must name its series; PUT approves with the series the request stored.
  const viaPut = (t: DecisionTarget) => t.type === "TRANSACTION" || (t.type === "GOODWILL" && t.baseType === "COUPON");
  const transactions = targets.filter(viaPut);
  const others = targets.filter((t) => !viaPut(t));
  const [v2, v11] = await Promise.all([
    transactions.length ? decideV2(transactions, decision, comment) : [],
    others.length ? decideV11(others, decision, comment) : [],
  ]);
  const byId = new Map([...v2, ...v11].map((o) => [o.id, o]));
  return targets.map((t) => byId.get(t.id) ?? { id: t.id, ok: false, code: 500, message: "No outcome reported" });
}

async function decideV2(targets: DecisionTarget[], decision: Decision, comment: string): Promise<ItemOutcome[]> {
  const body = targets.map((t) => ({
    type: t.type,
    baseType: t.baseType,
    id: t.id,
    status: decision,
    ...(comment ? { comments: comment } : {}),
  }));
  const { status, json } = await send("/v2/requests", "PUT", body);
  const parsed = json as V2Body | null;
  if (!Array.isArray(parsed?.response))
    throw new ApiError(status, parsed?.errors ?? [{ code: status, message: `Request failed (${status})` }]);
  return parsed.response.map((item) => {
    const error = item.errors?.[0];
    // The first of two approvals succeeds with a warning saying the request still waits for a second.
    const firstOfTwo = item.warnings?.find((warning) => warning.code === FIRST_OF_TWO_APPROVALS);
    return {
      id: item.entityId,
      ok: item.result,
      code: error?.code ?? 200,
      message: error?.message ?? firstOfTwo?.message ?? (decision === "APPROVED" ? "Approved" : "Rejected"),
    };
  });
}

async function decideV11(targets: DecisionTarget[], decision: Decision, comment: string): Promise<ItemOutcome[]> {
  const request = targets.map((t) => ({
    id: t.id,
    type: t.type,
    base_type: t.baseType,
    ...(comment ? { updated_comments: comment } : {}),
    ...(decision === "APPROVED" && t.points ? { points: t.points } : {}),
  }));
  const path = decision === "APPROVED" ? "/v1.1/request/approve" : "/v1.1/request/reject";
  const { status, json } = await send(path, "POST", { root: { request } });
  const parsed = json as V11Body | null;
  const items = parsed?.response?.requests?.request;
  if (!Array.isArray(items)) {
    const top = parsed?.response?.status;
    throw new ApiError(status, [{ code: top?.code ?? status, message: top?.message ?? `Request failed (${status})` }]);
  }
  return items.map((item, index) => ({
    id: Number(item.id) || targets[index].id,
    ok: item.item_status.success === "true",
    code: item.item_status.code,
    message: item.item_status.message,
  }));
}

async function send(path: string, method: string, body: unknown) {
  const response = await fetch(path, {
    method,
    headers: { ...CONSOLE_HEADERS, "content-type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, json };
}
