import { z } from "zod";
import { createApiClientSchema } from "@/lib/admin/api-clients/schemas.ts";

// The create form's fields as the browser holds them, read by the API's own schema: a datetime-local
// expiry (the browser's time zone) becomes the instant it names, blank none.

export interface ApiClientFormValues {
  name: string;
  accessGroups: string[];
  expiresAt: string;
}

const localToIso = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

export const apiClientFormSchema = z
  .object({ name: z.string(), accessGroups: z.array(z.string()), expiresAt: z.string() })
  .transform(({ name, accessGroups, expiresAt }) => ({
    name,
    accessGroups,
    ...(expiresAt.trim() ? { expiresAt: localToIso(expiresAt) } : {}),
  }))
  .pipe(createApiClientSchema);

export const API_CLIENT_FORM_DEFAULTS: ApiClientFormValues = { name: "", accessGroups: [], expiresAt: "" };
