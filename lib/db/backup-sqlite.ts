import { existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

export interface BackupResult {
  target: string;
  pages: number;
  bytes: number;
}

export class BackupRefused extends Error {
  override name = "BackupRefused";
}

// All remaining pages in one step: SQLite restarts a stepwise backup whenever another connection writes,
// so under steady traffic a paced copy may never finish. One step reads one snapshot, and in WAL mode
// a reader does not block the app's writers.
const ALL_PAGES = 0x7fffffff;

/**
 * An online, consistent copy of a live SQLite database through SQLite's backup API: it holds every
 * transaction committed before the copy began and none half-written. The copy is checked with
 * integrity_check and left as one self-contained file (rollback journal, not WAL).
 */
export async function backupSqliteDatabase(options: { source: string; target: string }): Promise<BackupResult> {
  const source = path.resolve(options.source);
  const target = path.resolve(options.target);
  if (source === target) throw new BackupRefused("the backup file must not be the database itself");
  if (!existsSync(source)) throw new BackupRefused(`there is no database at ${source}`);
  if (existsSync(target)) throw new BackupRefused(`${target} already exists; choose a new file name`);
  if (!existsSync(path.dirname(target))) throw new BackupRefused(`the folder ${path.dirname(target)} does not exist`);

  const partial = `${target}.partial-${process.pid}`;
  const live = new Database(source, { fileMustExist: true, timeout: 5000 });
  try {
    const progress = await live.backup(partial, { progress: () => ALL_PAGES });
    const copy = new Database(partial);
    try {
      const integrity = copy.pragma("integrity_check", { simple: true });
      if (integrity !== "ok") throw new Error(`the copy failed integrity_check: ${String(integrity)}`);
      copy.pragma("journal_mode = DELETE");
    } finally {
      copy.close();
    }
    renameSync(partial, target);
    return {
      target,
      pages: progress.totalPages,
      bytes: progress.totalPages * Number(live.pragma("page_size", { simple: true })),
    };
  } catch (error) {
    for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(partial + suffix, { force: true });
    throw error;
  } finally {
    live.close();
  }
}
