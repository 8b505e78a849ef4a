"use client";

import { useEffect, useRef } from "react";
import "swagger-ui-dist/swagger-ui.css";
import styles from "./api-reference.module.css";

/**
 * The generated OpenAPI document in swagger-ui; in demo mode Basic is filled in with the demo checker.
 * swagger-ui-dist is swagger-ui's prebuilt bundle: the build copies it into our own static chunks, loaded in
 * the browser only, so nothing comes from a CDN (and Turbopack's tree shaking cannot break an ES build).
 */
export function ApiReference({
  basicCredentials,
}: {
  basicCredentials: { username: string; password: string } | null;
}) {
  const host = useRef<HTMLDivElement>(null);
  const username = basicCredentials?.username;
  const password = basicCredentials?.password;

  useEffect(() => {
    let cancelled = false;
    void import("swagger-ui-dist/swagger-ui-bundle.js").then((bundle) => {
      if (cancelled || !host.current) return;
      const ui = bundle.default({
        domNode: host.current,
        url: "/openapi.json",
        docExpansion: "list",
        defaultModelsExpandDepth: 0,
        displayOperationId: true,
        validatorUrl: null,
        // The API accepts the console session only with this header (lib/auth/session-from-request.ts), so
        // "Try it out" works signed in even when no credentials are filled in.
        requestInterceptor: (request) => ({ ...request, headers: { ...request.headers, "X-Loyalty-Console": "1" } }),
        onComplete: () => {
          if (username && password) ui.preauthorizeBasic("basicAuth", username, password);
        },
      });
    });
    return () => {
      cancelled = true;
    };
  }, [username, password]);

  return (
    <div ref={host} className={styles.reference}>
      <p className="muted">Loading the reference…</p>
    </div>
  );
}
