// npm run build: the Prisma clients and a production build into NEXT_DIST_DIR, stamped so that `npm start`
// right after it serves this build instead of building again. Needs no secret: none is read at build time.
import { bin, loadDotEnv, run, validatedEnv } from "./lib.mjs";
import { sourceFingerprint, writeBuildStamp } from "./build-fingerprint.mjs";

loadDotEnv();
const { NEXT_DIST_DIR } = validatedEnv();
// Taken before building, so an edit made while the build runs means "not built".
const fingerprint = sourceFingerprint();
run(process.execPath, ["scripts/prisma-generate.mjs"]);
run(bin("next"), ["build"], { ...process.env, NODE_ENV: "production" });
writeBuildStamp(NEXT_DIST_DIR, fingerprint);
console.log(`build stamped in ${NEXT_DIST_DIR}: npm start will serve it without building again`);
