"use client";

import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api-client.ts";
import type { CreateAdminUserInput, UpdateAdminUserInput } from "@/lib/admin/users/schemas.ts";
import type { AdminUserView } from "./admin-user-view.ts";

const USERS_API = "/v2/admin/users";

export interface UserWithPassword {
  data: AdminUserView;
  oneTimePassword: string;
}

/** POST /v2/admin/users: the new user and its one-time password. */
export function useCreateUser() {
  return useMutation({
    mutationFn: (payload: CreateAdminUserInput) => apiFetch<UserWithPassword>(USERS_API, { body: payload }),
  });
}

/** PATCH /v2/admin/users/{id}: access groups, status or display name. */
export function useUpdateUser() {
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: UpdateAdminUserInput }) =>
      apiFetch<{ data: AdminUserView }>(`${USERS_API}/${id}`, { method: "PATCH", body: patch }),
  });
}

/** POST /v2/admin/users/{id}/reset-password: a new one-time password. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (id: number) => apiFetch<UserWithPassword>(`${USERS_API}/${id}/reset-password`, { method: "POST" }),
  });
}

/** POST /v2/admin/users/{id}/end-sessions: signs the user out of every console session. */
export function useEndUserSessions() {
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<{ data: { userId: number; ended: number } }>(`${USERS_API}/${id}/end-sessions`, { method: "POST" }),
  });
}

/** POST /v2/admin/users/{id}/reset-second-factor: clears their authenticator app, recovery codes and passkeys. */
export function useResetSecondFactor() {
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<{ data: AdminUserView }>(`${USERS_API}/${id}/reset-second-factor`, { method: "POST" }),
  });
}
