// npm run audit:verify – checks every organization's audit hash chain; exits 1 naming the first bad entry.
import { verifyAuditChain } from "../lib/audit/verify-audit-chain.ts";
import { EnvError } from "../lib/config/env.ts";
import { createDb } from "../lib/db/client.ts";
import { loadAppEnv } from "./lib.mjs";

loadAppEnv();
const db = createDb();
try {
  const problem = await verifyAuditChain(db);
  if (problem) {
    const entry = problem.entryId === null ? "the chain's end" : `entry id ${problem.entryId}`;
    console.error(
      `audit chain broken: organization ${problem.orgId}, position ${problem.seq}, ${entry}: ${problem.reason}`,
    );
    process.exitCode = 1;
  } else {
    console.log("audit chain intact");
  }
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(`audit chain not verified: ${error.message}`);
  process.exitCode = 2;
} finally {
  await db.$disconnect();
}
