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

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    listen(port: number): Server;
  }
}
