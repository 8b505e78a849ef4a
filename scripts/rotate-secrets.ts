// npm run secrets:rotate – re-seals every secret stored at rest under DATA_ENCRYPTION_KEY. Put the old key in
// DATA_ENCRYPTION_PREVIOUS_KEYS, the new one in DATA_ENCRYPTION_KEY, run this, then drop the old key. Safe
// to re-run: values already sealed under the current key are left alone. Exits 1 when a value opens
// under no configured key.
import { resealVendorDetails } from "../lib/vendors/reseal-vendor-details.ts";
import { createDb } from "../lib/db/client.ts";
import { demoAuthSecret, loadDotEnv, runtimeMode } from "./lib.mjs";

loadDotEnv();
const mode = runtimeMode();
// Demo mode's session secret lives beside its database (npm start reads it the same way).
if (!mode.production && !process.env.AUTH_SECRET && !process.env.NEXTAUTH_SECRET)
  process.env.AUTH_SECRET = demoAuthSecret(mode.url);

const db = createDb();
try {
  const counts = await resealVendorDetails(db);
  console.log(
    `sealed values: ${counts.sealed}; re-sealed: ${counts.resealed}; already current: ${counts.current}; failed: ${counts.failed}`,
  );
  if (counts.failed > 0) {
    console.error(
      "Some values open under no configured key (or changed while this ran): list every old key in DATA_ENCRYPTION_PREVIOUS_KEYS and run it again.",
    );
    process.exitCode = 1;
  }
} finally {
  await db.$disconnect();
}
