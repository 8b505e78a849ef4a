"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SessionView } from "@/lib/auth/sessions/session-view.ts";
import { apiFetch } from "@/lib/client/api-client.ts";

const SESSIONS_API = "/v2/me/sessions";
const sessionsKey = ["ownSessions"] as const;

/** GET /v2/me/sessions: the signed-in user's open sessions, newest first. */
export function useOwnSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: async () => (await apiFetch<{ data: SessionView[] }>(SESSIONS_API)).data,
  });
}

/** DELETE /v2/me/sessions/{id}; `current` in the answer: the caller just signed themselves out. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ data: { id: string; current: boolean } }>(`${SESSIONS_API}/${encodeURIComponent(id)}`, {
        method: "DELETE",
      }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** POST /v2/me/sessions/end-others: every session but this one. */
export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ data: { ended: number } }>(`${SESSIONS_API}/end-others`, { method: "POST" }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}
