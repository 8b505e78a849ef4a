"use client";

import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api-client.ts";
import type { LookupIdentifierName } from "@/lib/customers/schemas.ts";
import type { CustomerResource } from "./customer-profile.tsx";

export interface LookupInput {
  identifierName: LookupIdentifierName;
  identifierValue: string;
}

/** GET /v2/customers/lookup on demand (a person presses "Look up"), so it is a mutation, not a cached query. */
export function useCustomerLookup() {
  return useMutation({
    mutationFn: ({ identifierName, identifierValue }: LookupInput) =>
      apiFetch<CustomerResource>(
        `/v2/customers/lookup?${new URLSearchParams({ source: "INSTORE", identifierName, identifierValue })}`,
      ),
  });
}
