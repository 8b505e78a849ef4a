import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { backupSqliteDatabase } from "./backup-sqlite.ts";

// Works on its own SQLite files whatever database the test tier uses: the backup is SQLite's alone.
const folder = path.resolve("data", "test", `backup-${randomBytes(4).toString("hex")}`);
const live = path.join(folder, "live.db");
const PAYLOAD = "x".repeat(400);
let writer: ChildProcess | undefined;

// Another process, like the running app: commits one row after another until it is stopped.
const WRITER = `
const Database = require("better-sqlite3");
const db = new Database(process.argv[1], { timeout: 5000 });
const insert = db.prepare("INSERT INTO probe (payload) VALUES (?)");
let announced = false;
(function write() {
  insert.run("w".repeat(400));
  if (!announced) { announced = true; process.stdout.write("writing\\n"); }
  setImmediate(write);
})();`;

function startWriter(): Promise<void> {
  writer = spawn(process.execPath, ["-e", WRITER, live], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    writer!.stdout!.once("data", () => resolve());
    writer!.once("exit", (code) => reject(new Error(`writer exited with ${code}`)));
  });
}

beforeAll(() => {
  mkdirSync(folder, { recursive: true });
  const db = new Database(live);
  db.pragma("journal_mode = WAL");
  db.exec("CREATE TABLE probe (id INTEGER PRIMARY KEY, payload TEXT NOT NULL)");
  const insert = db.prepare("INSERT INTO probe (payload) VALUES (?)");
  db.transaction(() => {
    for (let i = 0; i < 5000; i++) insert.run(PAYLOAD);
  })();
  db.close();
});
afterEach(() => {
  if (writer && writer.exitCode === null) writer.kill();
  writer = undefined;
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const rowStats = (file: string) => {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT count(*) AS count, max(id) AS maxId FROM probe").get() as {
      count: number;
      maxId: number;
    };
  } finally {
    db.close();
  }
};

describe("backupSqliteDatabase", () => {
  it("copies a database another process keeps writing to: integrity ok, every row committed before the backup began", async () => {
    await startWriter();
    const before = rowStats(live);
    const target = path.join(folder, "during-writes.db");
    const result = await backupSqliteDatabase({ source: live, target });
    const after = rowStats(live);
    expect(after.maxId, "the writer kept committing while the copy ran").toBeGreaterThan(before.maxId);

    const copy = new Database(target, { readonly: true, fileMustExist: true });
    try {
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(copy.pragma("journal_mode", { simple: true })).toBe("delete");
      const kept = copy.prepare("SELECT count(*) AS count FROM probe WHERE id <= ?").get(before.maxId) as {
        count: number;
      };
      expect(kept.count).toBe(before.count);
      const total = copy.prepare("SELECT count(*) AS count, max(id) AS maxId FROM probe").get() as {
        count: number;
        maxId: number;
      };
      expect(total.count).toBe(total.maxId);
    } finally {
      copy.close();
    }
    expect(result).toMatchObject({ target, pages: expect.any(Number) });
    expect(existsSync(`${target}-wal`)).toBe(false);
  });

  it("refuses an existing target, a missing database and the database itself, creating nothing", async () => {
    const taken = path.join(folder, "taken.db");
    await backupSqliteDatabase({ source: live, target: taken });
    await expect(backupSqliteDatabase({ source: live, target: taken })).rejects.toThrow(/already exists/);
    const missing = path.join(folder, "missing.db");
    await expect(backupSqliteDatabase({ source: missing, target: path.join(folder, "of-missing.db") })).rejects.toThrow(
      /there is no database/,
    );
    expect(existsSync(missing)).toBe(false);
    expect(existsSync(path.join(folder, "of-missing.db"))).toBe(false);
    await expect(backupSqliteDatabase({ source: live, target: live })).rejects.toThrow(
      /must not be the database itself/,
    );
  });
});

describe("npm run db:backup", () => {
  const script = (args: string[], databaseUrl: string) =>
    spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/db-backup.ts", ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: "utf8",
    });

  it("backs up the SQLite database DATABASE_URL names", () => {
    const target = path.join(folder, "from-script.db");
    const run = script([target], `file:${live}`);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/backed up .*live\.db to .*from-script\.db .*integrity_check ok/);
    expect(rowStats(target).count).toBe(rowStats(live).count);
  });

  it("refuses PostgreSQL and points to pg_dump and pg_restore, and asks for a file name", () => {
    const run = script([path.join(folder, "pg.db")], "postgresql://postgres@127.0.0.1:5432/postgres");
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/DATABASE_URL names PostgreSQL/);
    expect(run.stderr).toMatch(/pg_dump --format=custom/);
    expect(run.stderr).toMatch(/pg_restore/);
    expect(existsSync(path.join(folder, "pg.db"))).toBe(false);
    const usage = script([], `file:${live}`);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/usage: npm run db:backup -- <backup file>/);
  });
});
