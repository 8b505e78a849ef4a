// Applies the migrations to DATABASE_URL and, in demo mode (or with --demo), loads the demo data.
import { bin, migrate, run, runtimeMode } from "./lib.mjs";

const { production } = runtimeMode();
migrate(process.env);
if (!production || process.argv.includes("--demo"))
  run(bin("tsx"), ["--conditions=react-server", "scripts/seed-demo.ts"]);
