"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api-client.ts";
import type { renderRequestSummary } from "@/lib/requests/render-request.ts";

export type RequestSummary = ReturnType<typeof renderRequestSummary>;

export interface QueueFilter {
  requestType?: string;
  requestSubType?: string;
  status?: string;
  search?: string;
  /** A requester's username ("my requests" is the viewer's). */
  requestedBy?: string;
  /** YYYY-MM-DD: approved or rejected on that day (server time). */
  decidedOn?: string;
  /** Absent: by request date (DESC newest first, ASC longest waiting first); AMOUNT: bill amount or points asked. */
  sort?: "AMOUNT";
  order?: "ASC" | "DESC";
  offset: number;
  limit: number;
}

export interface QueuePage {
  pagination: { limit: number; offset: number; total: number };
  data: RequestSummary[];
  /** E.g. a search many customers match, narrowed to the best of them. */
  warnings?: { code: number; message: string }[];
}

export const requestQueueKey = (filter?: QueueFilter) =>
  filter ? (["requests", "queue", filter] as const) : (["requests", "queue"] as const);

export function queueSearch(filter: QueueFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== "") params.set(key, String(value));
  return params.toString();
}

/** One page of the reviewer queue from GET /v2/requests; the server-rendered first page seeds it. */
export function useRequestQueue(filter: QueueFilter, initial: { filter: QueueFilter; page: QueuePage }) {
  const isInitial = queueSearch(filter) === queueSearch(initial.filter);
  return useQuery({
    queryKey: requestQueueKey(filter),
    queryFn: () => apiFetch<QueuePage>(`/v2/requests?${queueSearch(filter)}`),
    initialData: isInitial ? initial.page : undefined,
    placeholderData: keepPreviousData,
  });
}
