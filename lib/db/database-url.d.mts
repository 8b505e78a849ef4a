export declare const DEFAULT_DATABASE_URL: string;
export declare function databaseUrl(env?: Record<string, string | undefined>): string;
export declare function providerOf(url: string): "sqlite" | "postgresql";
export declare function sqliteFilePath(url: string): string;
