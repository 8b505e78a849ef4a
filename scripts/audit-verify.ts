// npm run audit:verify [-- --anchor FILE] – checks every organization's audit chain (and that the heads an
// anchor file recorded are still in it); exits 1 naming the first bad entry.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { auditAnchorSchema, checkAuditAnchor } from "../lib/audit/audit-anchor.ts";
import { verifyAuditChain, type ChainProblem } from "../lib/audit/verify-audit-chain.ts";
import { EnvError } from "../lib/config/env.ts";
import { createDb } from "../lib/db/client.ts";
import { loadAppEnv } from "./lib.mjs";

const { values } = parseArgs({ options: { anchor: { type: "string" } } });
const anchor = values.anchor === undefined ? undefined : readAnchor(values.anchor);
loadAppEnv();
const db = createDb();
try {
  const problems = [await verifyAuditChain(db), anchor ? await checkAuditAnchor(db, anchor) : null];
  for (const problem of problems) if (problem) report(problem);
  if (problems.some(Boolean)) process.exitCode = 1;
  else console.log(anchor ? `audit chain intact and it holds the anchor of ${anchor.writtenAt}` : "audit chain intact");
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(`audit chain not verified: ${error.message}`);
  process.exitCode = 2;
} finally {
  await db.$disconnect();
}

function report(problem: ChainProblem) {
  const entry = problem.entryId === null ? "the chain's end" : `entry id ${problem.entryId}`;
  console.error(
    `audit chain broken: organization ${problem.orgId}, position ${problem.seq}, ${entry}: ${problem.reason}`,
  );
}

function readAnchor(file: string) {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    console.error(`cannot read the anchor file ${file}: ${(error as Error).message}`);
    process.exit(2);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = auditAnchorSchema.safeParse(json);
  if (!parsed.success) {
    console.error(`${file} is not an anchor file written by npm run audit:anchor`);
    process.exit(2);
  }
  return parsed.data;
}
