"use client";

import { useEffect, useRef } from "react";
import "swagger-ui-react/swagger-ui.css";
import styles from "./api-reference.module.css";

interface SwaggerUiInstance {
  preauthorizeBasic(scheme: string, username: string, password: string): void;
}
type RequestLike = { headers: Record<string, string> };
type SwaggerUiFactory = (options: {
  domNode: HTMLElement;
  url: string;
  docExpansion: "list";
  defaultModelsExpandDepth: number;
  displayOperationId: boolean;
  requestInterceptor(request: RequestLike): RequestLike;
  onComplete(): void;
}) => SwaggerUiInstance;

/**
 * The generated OpenAPI document in swagger-ui; in demo mode Basic is filled in with the demo checker.
 * swagger-ui-react's ES build loses apidom's side-effect registrations to Turbopack's tree shaking (an
 * OpenAPI 3.1 operation then fails with "refract is not a function"), so this mounts the package's own
 * prebuilt bundle instead, in the browser only.
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
    // @ts-expect-error -- the prebuilt bundle ships without type declarations; SwaggerUiFactory describes what is used.
    void import("../../node_modules/swagger-ui-react/swagger-ui-bundle.js").then(
      (bundle: { default: SwaggerUiFactory }) => {
        if (cancelled || !host.current) return;
        const ui = bundle.default({
          domNode: host.current,
          url: "/openapi.json",
          docExpansion: "list",
          defaultModelsExpandDepth: 0,
          displayOperationId: true,
          // The API accepts the console session only with this header (lib/auth/session-from-request.ts), so
          // "Try it out" works signed in even when no credentials are filled in.
          requestInterceptor: (request) => ({ ...request, headers: { ...request.headers, "X-Loyalty-Console": "1" } }),
          onComplete: () => {
            if (username && password) ui.preauthorizeBasic("basicAuth", username, password);
          },
        });
      },
    );
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
