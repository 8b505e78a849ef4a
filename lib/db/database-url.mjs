// Shared by the Prisma CLI config, the scripts and the app: which database DATABASE_URL names.
import path from "node:path";

export const DEFAULT_DATABASE_URL = "file:./data/loyalty.db";

export function databaseUrl(env = process.env) {
  return env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;
}

/** @returns {"sqlite" | "postgresql"} */
export function providerOf(url) {
  if (/^postgres(ql)?:\/\//i.test(url)) return "postgresql";
  if (/^file:/i.test(url)) return "sqlite";
  throw new Error(`DATABASE_URL must start with file:, postgres:// or postgresql:// (got "${url.split(":")[0]}:...")`);
}

/** Absolute path of a file: URL, resolved against the working directory (not the schema folder). */
export function sqliteFilePath(url) {
  const raw = url.replace(/^file:/i, "").split("?")[0];
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), raw);
}
