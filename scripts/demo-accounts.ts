// npm run demo:retire – deactivates the demo accounts (shared/demo-data.md) that still take their public
// passwords, so the database can serve in production. Without --retire (a production `npm start` runs it
// after migrating): exits 1 while such accounts exist, saying what to do.
import { createDb } from "../lib/db/client.ts";
import { findLiveDemoAccounts, retireDemoAccounts } from "../prisma/seed/live-demo-accounts.ts";
import { loadAppEnv } from "./lib.mjs";

// .env and the demo secret, as every script reads them.
loadAppEnv();
const db = createDb();
try {
  if (process.argv.includes("--retire")) {
    const retired = await retireDemoAccounts(db);
    console.log(retired.length ? `deactivated: ${retired.join(", ")}` : "no demo account takes its public password");
  } else {
    const live = await findLiveDemoAccounts(db);
    if (live.length > 0) {
      console.error(
        [
          `Refusing to start in production mode: this database holds demo accounts whose passwords are public (${live.join(", ")}).`,
          "Run `npm run demo:retire` to deactivate them (their history stays), then start again;",
          "or, to run the demo on purpose, start with LOYALTY_MODE=demo.",
        ].join("\n"),
      );
      process.exitCode = 1;
    }
  }
} finally {
  await db.$disconnect();
}
