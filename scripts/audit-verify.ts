// npm run audit:verify – checks every organization's audit hash chain; exits 1 naming the first bad entry.
import { verifyAuditChain } from "../lib/audit/verify-audit-chain.ts";
import { createDb } from "../lib/db/client.ts";

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
} finally {
  await db.$disconnect();
}
