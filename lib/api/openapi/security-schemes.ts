import { readAccess, type AccessGroup } from "../../auth/access-groups.ts";

// The schemes lib/auth/authenticate-request.ts accepts. A same-origin console session also works (the
// reference page's "Try it out" relies on it when nothing is filled in), but it is not an API credential.
export const SECURITY_SCHEMES = {
  basicAuth: { type: "http", scheme: "basic", description: "A user's username and password." },
  bearerAuth: {
    type: "http",
    scheme: "bearer",
    description: "An API client's token from POST /v3/oauth/token/generate, as `Authorization: Bearer <token>`.",
  },
  oauthTokenHeader: {
    type: "apiKey",
    in: "header",
    name: "X-CAP-API-OAUTH-TOKEN",
    description: "The same token in the original platform's own header.",
  },
} as const;

export type SecuritySchemeName = keyof typeof SECURITY_SCHEMES;

/** Any one scheme suffices; a public operation needs none. */
export function securityFor(access: AccessGroup | readonly AccessGroup[] | "public" | "signed-in") {
  if (access === "public") return [];
  return (Object.keys(SECURITY_SCHEMES) as SecuritySchemeName[]).map((name) => ({ [name]: [] }));
}

export function accessText(
  access: AccessGroup | readonly AccessGroup[] | "public" | "signed-in",
  read = false,
): string {
  if (access === "public") return "No authentication.";
  if (access === "signed-in") return "Any signed-in caller; no access group needed.";
  const groups = typeof access === "string" ? [access] : access;
  const named = (read ? readAccess(groups) : groups).map((group) => `\`${group}\``).join(" or ");
  return `Access group: ${named} (\`admin\` holds every group).`;
}

/** Every GET reads and takes the readonly group too, except the admin API family's (admin only). */
export function readsOnly(op: { method: string; path: string }): boolean {
  return op.method === "get" && !op.path.startsWith("/v2/admin/");
}
