// Generates the Prisma client for both providers (the app picks one at start-up from DATABASE_URL).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const prisma = "node_modules/prisma/build/index.js";
if (!existsSync(prisma)) process.exit(0);
for (const [schema, url] of [
  ["prisma/schema.prisma", "file:./data/generate.db"],
  ["prisma/postgresql/schema.prisma", "postgresql://generate"],
]) {
  execFileSync(process.execPath, [prisma, "generate", "--schema", schema], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DATABASE_URL: url, PRISMA_HIDE_UPDATE_MESSAGE: "1" },
  });
}
console.log("prisma: generated clients for sqlite and postgresql");
