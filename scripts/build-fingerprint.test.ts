import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sourceFingerprint } from "./build-fingerprint.mjs";

const root = mkdtempSync(path.join(tmpdir(), "fingerprint-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the build fingerprint npm start compares", () => {
  it("ignores next build's additions to tsconfig.json but not a source edit or a real tsconfig change", () => {
    mkdirSync(path.join(root, "lib", "db", "generated"), { recursive: true });
    writeFileSync(path.join(root, "lib", "a.ts"), "export const a = 1;\n");
    writeFileSync(path.join(root, "lib", "db", "generated", "client.ts"), "// regenerated on every install\n");
    cpSync("tsconfig.json", path.join(root, "tsconfig.json"));
    const before = sourceFingerprint(root);

    const config = JSON.parse(readFileSync(path.join(root, "tsconfig.json"), "utf8"));
    config.include.push(".next-somewhere/types/**/*.ts");
    writeFileSync(path.join(root, "tsconfig.json"), JSON.stringify(config, null, 2));
    writeFileSync(path.join(root, "lib", "db", "generated", "client.ts"), "// regenerated again\n");
    expect(sourceFingerprint(root)).toBe(before);

    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(root, "lib", "a.ts"), later, later);
    const edited = sourceFingerprint(root);
    expect(edited).not.toBe(before);

    config.compilerOptions.strict = false;
    writeFileSync(path.join(root, "tsconfig.json"), JSON.stringify(config, null, 2));
    expect(sourceFingerprint(root)).not.toBe(edited);
  });
});
