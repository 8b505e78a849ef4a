import type { Metadata } from "next";
import { ApiReference } from "@/components/api-reference/api-reference.tsx";
import { referenceCredentials } from "@/lib/api/openapi/reference-credentials.ts";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { sectionAccess } from "@/lib/client/navigation.ts";

export const metadata: Metadata = { title: "API reference" };

export default async function Page() {
  await requirePageAccess(sectionAccess("/docs"));
  const credentials = referenceCredentials();
  return (
    <>
      <h1>API reference</h1>
      <p className="muted">
        Every operation of the API, generated from the schemas the server validates with (also as{" "}
        <a href="/openapi.json">/openapi.json</a>).{" "}
        {credentials
          ? "Demo mode: \u201cTry it out\u201d signs in as demo.checker with Basic; change it under \u201cAuthorize\u201d."
          : "\u201cTry it out\u201d uses your console session unless you authorize with other credentials."}
      </p>
      <ApiReference basicCredentials={credentials} />
    </>
  );
}
