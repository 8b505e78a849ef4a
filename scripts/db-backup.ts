// npm run db:backup -- <file>
// An online, consistent copy of the SQLite database named by DATABASE_URL, safe while the app runs.
// PostgreSQL has its own tools for this; the script says which and stops.
import { databaseUrl, providerOf, sqliteFilePath } from "../lib/db/database-url.mjs";
import { backupSqliteDatabase, BackupRefused } from "../lib/db/backup-sqlite.ts";

const target = process.argv[2];
if (!target || process.argv.length > 3) {
  console.error("usage: npm run db:backup -- <backup file>");
  process.exit(2);
}

const url = databaseUrl();
if (providerOf(url) === "postgresql") {
  console.error(
    [
      "✖ db:backup copies the embedded SQLite database; DATABASE_URL names PostgreSQL.",
      "  Back PostgreSQL up with its own tool, online and consistent:",
      '    pg_dump --format=custom --file=loyalty.dump "$DATABASE_URL"',
      "  and restore into an empty database with:",
      '    pg_restore --no-owner --dbname="$DATABASE_URL" loyalty.dump',
    ].join("\n"),
  );
  process.exit(1);
}

try {
  const result = await backupSqliteDatabase({ source: sqliteFilePath(url), target });
  console.log(
    `✔ backed up ${sqliteFilePath(url)} to ${result.target} (${result.pages} pages, ${result.bytes} bytes, integrity_check ok)`,
  );
} catch (error) {
  console.error(
    `✖ backup failed: ${error instanceof BackupRefused ? error.message : error instanceof Error ? error.stack : String(error)}`,
  );
  process.exit(1);
}
