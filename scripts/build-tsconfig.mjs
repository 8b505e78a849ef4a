// `next build` appends its build folder's type globs to the tsconfig it is given. Giving it a generated,
// git-ignored tsconfig per build folder (which extends tsconfig.json, so Next leaves it alone) keeps the
// tracked tsconfig.json stable and lets each build check its own route types, not another build's.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Writes `<distDir>.tsconfig.json` beside tsconfig.json (only when it changes); returns its name. */
export function writeBuildTsconfig(distDir, root = process.cwd()) {
  const file = `${distDir}.tsconfig.json`;
  // Top-level folders by name: a `**` glob would also reach other build folders' generated types.
  const folders = readdirSync(root, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && !entry.name.startsWith(".") && entry.name !== "node_modules" && entry.name !== "data",
    )
    .map((entry) => entry.name)
    .sort();
  const config = {
    extends: "./tsconfig.json",
    include: [
      "next-env.d.ts",
      "*.ts",
      "*.tsx",
      "*.mts",
      ...folders.flatMap((folder) => [`${folder}/**/*.ts`, `${folder}/**/*.tsx`, `${folder}/**/*.mts`]),
      `${distDir}/types/**/*.ts`,
      `${distDir}/dev/types/**/*.ts`,
    ],
    exclude: ["node_modules"],
  };
  const text = `${JSON.stringify(config, null, 2)}\n`;
  const target = path.join(root, file);
  if (!existsSync(target) || readFileSync(target, "utf8") !== text) writeFileSync(target, text);
  return file;
}
