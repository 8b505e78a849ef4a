"use client";

import dynamic from "next/dynamic";
import "swagger-ui-react/swagger-ui.css";
import styles from "./api-reference.module.css";

// swagger-ui touches window while it loads, so it only ever renders in the browser.
const SwaggerUI = dynamic(() => import("swagger-ui-react"), { ssr: false, loading: () => <p className="muted">Loading the reference…</p> });

interface SwaggerSystem {
  preauthorizeBasic(scheme: string, username: string, password: string): void;
}

/** The generated OpenAPI document; in demo mode Basic is filled in with the demo checker for "Try it out". */
export function ApiReference({ basicCredentials }: { basicCredentials: { username: string; password: string } | null }) {
  return (
    <div className={styles.reference}>
      <SwaggerUI
        url="/openapi.json"
        docExpansion="list"
        defaultModelsExpandDepth={0}
        displayOperationId
        // The API accepts the console session only with this header (lib/auth/session-from-request.ts), so
        // "Try it out" works signed in even when no credentials are filled in.
        requestInterceptor={(request) => ({ ...request, headers: { ...request.headers, "X-Loyalty-Console": "1" } })}
        onComplete={(system: SwaggerSystem) => {
          if (basicCredentials) system.preauthorizeBasic("basicAuth", basicCredentials.username, basicCredentials.password);
        }}
      />
    </div>
  );
}
