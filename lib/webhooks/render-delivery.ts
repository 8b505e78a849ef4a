import type { DeliveryRow, EventRef } from "./store/delivery-history-store.ts";
import type { AttemptView, DeliveryStatus, DeliveryView } from "./webhook-view.ts";

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function renderDelivery(row: DeliveryRow, event: EventRef | undefined): DeliveryView {
  return {
    id: row.id,
    eventId: event?.publicId ?? "",
    eventType: event?.type ?? "",
    status: row.status as DeliveryStatus,
    attempts: row.attempts,
    lastResponseStatus: row.lastResponseStatus,
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: iso(row.nextAttemptAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Stored header JSON as a flat map of text; anything else (a truncated log) reads as no headers. */
function headerMap(stored: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).map(([name, value]) => [name, String(value)]));
  } catch {
    return {};
  }
}

export interface AttemptRow {
  id: number;
  at: Date;
  durationMs: number;
  requestHeaders: string;
  requestBody: string;
  responseStatus: number | null;
  responseHeaders: string;
  responseBody: string;
  error: string | null;
}

export function renderAttempt(row: AttemptRow): AttemptView {
  return {
    id: row.id,
    at: row.at.toISOString(),
    durationMs: row.durationMs,
    requestHeaders: headerMap(row.requestHeaders),
    requestBody: row.requestBody,
    responseStatus: row.responseStatus,
    responseHeaders: headerMap(row.responseHeaders),
    responseBody: row.responseBody,
    error: row.error,
  };
}
