import path from "node:path";
import { defineConfig } from "prisma/config";
import { databaseUrl, providerOf, sqliteFilePath } from "./lib/db/database-url.mjs";

// The provider follows DATABASE_URL: one schema and one migration folder per provider.
const url = databaseUrl();
const provider = providerOf(url);

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema:
    provider === "sqlite" ? path.join("prisma", "schema.prisma") : path.join("prisma", "postgresql", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations", provider) },
  async adapter() {
    if (provider === "sqlite") {
      const { PrismaBetterSQLite3 } = await import("@prisma/adapter-better-sqlite3");
      return new PrismaBetterSQLite3({ url: `file:${sqliteFilePath(url)}` });
    }
    const [{ PrismaPg }, { default: pg }, { CatalogueTextClient }] = await Promise.all([
      import("@prisma/adapter-pg"),
      import("pg"),
      import("./lib/db/catalogue-text-client.mjs"),
    ]);
    // The migration engine reads pg_catalog; its `name` columns reach the adapter as text (docs/prisma-versions.md).
    return new PrismaPg(new pg.Pool({ connectionString: url, Client: CatalogueTextClient }));
  },
});
