import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// SQL text lives only in lib/db/ and in lib/<capability>/store/ (exactly one level below the capability).
// Everywhere else a module calls a store's typed functions.

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const SCANNED = ["lib", "app", "components"];

const SQL_SIGNS: [string, RegExp][] = [
  ["Prisma.sql", /\bPrisma\.sql\b/],
  ["Prisma.raw", /\bPrisma\.raw\b/],
  ["$queryRaw", /\$queryRaw/],
  ["$executeRaw", /\$executeRaw/],
  ["sqlRows", /\bsqlRows\b/],
  ["sqlExecute", /\bsqlExecute\b/],
  ["SELECT statement", /\bSELECT\b[^;`]{0,400}?\bFROM\b/],
  ["INSERT statement", /\bINSERT\s+INTO\b/],
  ["UPDATE statement", /\bUPDATE\s+"?\w+"?\s+SET\b/],
  ["DELETE statement", /\bDELETE\s+FROM\b/],
];

/** The SQL signs a source text shows. */
const sqlSignsIn = (source: string) => SQL_SIGNS.filter(([, sign]) => sign.test(source)).map(([name]) => name);

const allowed = (file: string) => file.startsWith("lib/db/") || /^lib\/[^/]+\/store\/[^/]+$/.test(file);

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return file === "lib/db/generated" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The store modules of every capability: lib/<capability>/store/<module>. */
const storeFiles = () => sourceFiles("lib").filter((file) => /^lib\/[^/]+\/store\/[^/]+$/.test(file));

describe("where SQL lives", () => {
  it("recognises SQL text in each form it takes", () => {
    expect(sqlSignsIn('Prisma.sql`SELECT "id" FROM "Request"`')).toEqual(["Prisma.sql", "SELECT statement"]);
    expect(sqlSignsIn('await sqlExecute(tx, q); `UPDATE "Request" SET x`')).toEqual(["sqlExecute", "UPDATE statement"]);
    expect(sqlSignsIn('db.$queryRawUnsafe("DELETE FROM x")')).toEqual(["$queryRaw", "DELETE statement"]);
    expect(sqlSignsIn("INSERT INTO t VALUES (1)")).toEqual(["INSERT statement"]);
    // Words in prose and in the console's labels are not statements.
    expect(sqlSignsIn("Select a customer from the list; update the settings; delete from here")).toEqual([]);
  });

  it("finds none outside lib/db/ and lib/<capability>/store/", () => {
    const files = SCANNED.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const misplaced = files
      .filter((file) => !allowed(file))
      .flatMap((file) => {
        const signs = sqlSignsIn(readFileSync(path.join(ROOT, file), "utf8"));
        return signs.length ? [`${file}: ${signs.join(", ")}`] : [];
      });
    expect(misplaced, "SQL text outside lib/db/ and lib/<capability>/store/").toEqual([]);
  });

  it("allows store modules exactly one level below a capability", () => {
    expect(allowed("lib/requests/store/request-store.ts")).toBe(true);
    expect(allowed("lib/requests/store/deeper/rows.ts")).toBe(false);
    expect(allowed("lib/requests/apply-approval.ts")).toBe(false);
    expect(allowed("app/v2/requests/route.ts")).toBe(false);
  });

  it("lets no store hand SQL text to another capability's store", () => {
    const stores = storeFiles();
    const handed = stores.flatMap((file) => {
      const capability = file.split("/")[1];
      const source = readFileSync(path.join(ROOT, file), "utf8");
      return [...source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"\.\.\/\.\.\/([^/"]+)\/store\/([^"]+)"/g)]
        .filter(([, , other]) => other !== capability)
        .flatMap(([, names, other, module]) => {
          const target = readFileSync(path.join(ROOT, "lib", other, "store", module), "utf8");
          return sqlNamesIn(names, target).map((name) => `${file}: ${name} from lib/${other}/store/${module}`);
        });
    });
    expect(stores.length).toBeGreaterThan(10);
    expect(handed, "SQL text passed between capabilities' stores (share it through lib/db/)").toEqual([]);
  });

  it.each<[string, boolean]>([
    ['import { db } from "../../db/client.ts";', true],
    ['import { dbProvider, db as client } from "@/lib/db/client";', true],
    ['import { type Tx,\n  db } from "../../db/client.ts";', true],
    ['import type { Db, Tx } from "../../db/client.ts";', false],
    ['import { type Db, rawDriverOf } from "../../db/client.ts";', false],
    ['import { db } from "../../db/other-client.ts";', false],
  ])("recognises an import of the top-level client's value, not of its types: %j", (source, expected) => {
    expect(importsTopLevelDb(source)).toBe(expected);
  });

  it("has every store function take its client rather than import the top-level one", () => {
    const stores = storeFiles();
    const importing = stores.filter(
      (file) => !STILL_ON_TOP_LEVEL_DB.has(file) && importsTopLevelDb(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(stores.length).toBeGreaterThan(10);
    expect(importing, "store modules reading through the top-level db (take a SqlClient instead)").toEqual([]);
  });
});

// Being rewritten in a change of their own; drop them from here when it lands.
const STILL_ON_TOP_LEVEL_DB = new Set<string>([]);

/**
 * Whether a module imports the top-level client (lib/db/client.ts's `db`) as a value: a store reading
 * through it runs outside the caller's transaction.
 */
function importsTopLevelDb(source: string): boolean {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"[^"]*\/db\/client(?:\.ts)?"/g)].some(([, names]) =>
    names.split(",").some((name) => /^db(?:\s+as\s+\w+)?$/.test(name.trim())),
  );
}

/** The imported names whose declaration in the target module gives SQL text (a Prisma.Sql). */
function sqlNamesIn(importList: string, target: string): string[] {
  return importList
    .split(",")
    .map(
      (name) =>
        name
          .replace(/^\s*type\s+/, "")
          .trim()
          .split(/\s+as\s+/)[0],
    )
    .filter((name) => {
      // The declaration up to its signature's end: a line ending in "{" or ";" (a const's whole value).
      const declared = new RegExp(`export\\s+(?:async\\s+)?(?:const|function)\\s+${name}\\b[\\s\\S]*?[{;]\\s*\\n`).exec(
        target,
      );
      return name !== "" && declared !== null && /Prisma\.(?:Sql|sql|raw|join)\b/.test(declared[0]);
    });
}
