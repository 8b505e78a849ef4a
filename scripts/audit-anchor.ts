// npm run audit:anchor -- FILE (or - for standard output) – writes every organization's audit chain head
// to a file the operator keeps outside the database; `npm run audit:verify -- --anchor FILE` checks it.
import { writeFileSync } from "node:fs";
import { readAuditAnchor } from "../lib/audit/audit-anchor.ts";
import { verifyAuditChain } from "../lib/audit/verify-audit-chain.ts";
import { EnvError } from "../lib/config/env.ts";
import { createDb } from "../lib/db/client.ts";
import { loadAppEnv } from "./lib.mjs";

const target = process.argv[2];
if (!target || process.argv.length > 3) {
  console.error("usage: npm run audit:anchor -- <anchor file, or - for standard output>");
  process.exit(2);
}
loadAppEnv();
const db = createDb();
try {
  // An anchor vouches for the chain as it is: a broken one is not anchored.
  const problem = await verifyAuditChain(db);
  if (problem) {
    console.error(
      `audit chain broken (organization ${problem.orgId}, position ${problem.seq}: ${problem.reason}); nothing anchored`,
    );
    process.exitCode = 1;
  } else {
    const text = `${JSON.stringify(await readAuditAnchor(db), null, 2)}\n`;
    if (target === "-") process.stdout.write(text);
    else {
      // "wx": an earlier anchor is never overwritten.
      writeFileSync(target, text, { flag: "wx" });
      console.error(`audit chain heads anchored in ${target}: keep it outside the database's reach`);
    }
  }
} catch (error) {
  if (!(error instanceof EnvError) && (error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  console.error(`nothing anchored: ${(error as Error).message}`);
  process.exitCode = 2;
} finally {
  await db.$disconnect();
}
