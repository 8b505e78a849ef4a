import { expect } from "vitest";
import { POST as CREATE_CLIENT } from "@/app/v2/admin/api-clients/route.ts";
import { callRoute } from "./call-route.ts";

/** A new API client of Demo Retail, made by demo.admin: its id, key and access, and the secret shown once. */
export async function createApiClient(name: string, accessGroups = ["default"]) {
  const res = await callRoute(CREATE_CLIENT, {
    path: "/v2/admin/api-clients",
    body: { name, accessGroups },
    auth: "demo.admin",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { id, key } = res.body.data as { id: number; key: string };
  return { id, key, accessGroups: res.body.data.accessGroups as string[], secret: res.body.secret as string };
}
