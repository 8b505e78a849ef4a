// npm start rebuilds when this changes: the sources a production build is made of.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** What the build is made of. Taken before building, so an edit made while it runs means "not built". */
export function sourceFingerprint(root = ".") {
  const hash = createHash("sha256");
  const walk = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      if (entry.endsWith("generated")) return;
      for (const child of readdirSync(entry).sort()) walk(path.join(entry, child));
    } else hash.update(`${path.relative(root, entry)}:${stat.size}:${stat.mtimeMs}\n`);
  };
  [
    "app",
    "components",
    "lib",
    "public",
    "types",
    "next.config.mjs",
    "package-lock.json",
    "proxy.ts",
    "prisma/schema.prisma",
  ].forEach((entry) => walk(path.join(root, entry)));
  // next build adds its build folder's type folders to tsconfig.json's include: that is not a change.
  const tsconfig = JSON.parse(readFileSync(path.join(root, "tsconfig.json"), "utf8"));
  tsconfig.include = tsconfig.include?.filter((entry) => !entry.startsWith(".next"));
  hash.update(JSON.stringify(tsconfig));
  return hash.digest("hex");
}

const stampFile = (distDir) => path.join(distDir, "loyalty-build-stamp");

/** True when distDir holds a complete build of exactly these sources. */
export function buildIsCurrent(distDir, fingerprint) {
  const stamp = stampFile(distDir);
  return existsSync(path.join(distDir, "BUILD_ID")) && existsSync(stamp) && readFileSync(stamp, "utf8") === fingerprint;
}

export function writeBuildStamp(distDir, fingerprint) {
  writeFileSync(stampFile(distDir), fingerprint);
}
