// npm run security-events:prune – deletes the security events older than SECURITY_EVENT_RETENTION_DAYS.
// The app also prunes by itself, at most once an hour per instance after writing an event.
import { createDb } from "../lib/db/client.ts";
import { pruneSecurityEvents } from "../lib/security-events/prune-security-events.ts";
import { loadAppEnv } from "./lib.mjs";

// .env and the demo secret, as every script reads them.
loadAppEnv();
const db = createDb();
try {
  const deleted = await pruneSecurityEvents(db);
  console.log(`security events pruned: ${deleted}`);
} finally {
  await db.$disconnect();
}
