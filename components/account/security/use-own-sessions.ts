"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { endOtherSessionsAction, endOwnSessionAction } from "@/app/(console)/actions/account-security.ts";
import { dataOf } from "@/components/feedback/refused.ts";
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

/** Ends one session; `current` in the answer: the caller just signed themselves out. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => dataOf(await endOwnSessionAction(id)),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** Every session but this one. */
export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => dataOf(await endOtherSessionsAction()),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}
