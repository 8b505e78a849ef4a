// oidc-provider 9 ships no types: the part of it e2e/sso.spec.ts uses to run a test OpenID provider.
declare module "oidc-provider" {
  import type { Server } from "node:http";

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    response_types?: string[];
    grant_types?: string[];
  }

  export interface Account {
    accountId: string;
    claims(): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    features?: { devInteractions?: { enabled: boolean } };
    cookies?: { keys?: string[] };
    findAccount?: (ctx: unknown, sub: string) => Account | undefined | Promise<Account | undefined>;
  }

  /** The Koa context of a request to the provider, as far as a test middleware needs it. */
  export interface ProviderContext {
    response: { get(field: string): string | undefined };
    redirect(url: string): void;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    use(middleware: (ctx: ProviderContext, next: () => Promise<void>) => Promise<void>): void;
    listen(port: number): Server;
  }
}
