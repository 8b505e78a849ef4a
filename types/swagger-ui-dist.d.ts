// swagger-ui-dist ships its prebuilt bundle without type declarations: the part components/api-reference uses.
declare module "swagger-ui-dist/swagger-ui-bundle.js" {
  export interface SwaggerUiInstance {
    preauthorizeBasic(scheme: string, username: string, password: string): void;
  }
  export type RequestLike = { headers: Record<string, string> };
  export interface SwaggerUiOptions {
    domNode: HTMLElement;
    url: string;
    docExpansion: "list" | "full" | "none";
    defaultModelsExpandDepth: number;
    displayOperationId: boolean;
    /** null: no badge fetched from swagger.io's online validator. */
    validatorUrl: string | null;
    requestInterceptor(request: RequestLike): RequestLike;
    onComplete(): void;
  }
  const SwaggerUIBundle: (options: SwaggerUiOptions) => SwaggerUiInstance;
  export default SwaggerUIBundle;
}
