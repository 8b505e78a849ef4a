// Applies the migrations to DATABASE_URL and, in demo mode (or with --demo), loads the demo data.
import { bin, demoAuthSecret, migrate, run, runtimeMode } from "./lib.mjs";

const { url, production } = runtimeMode();
migrate(process.env);
if (!production || process.argv.includes("--demo")) {
  // The seed's audit entries are signed with demo mode's key, derived from the secret npm start will use.
  const env = { ...process.env };
  if (!production) env.AUTH_SECRET ??= env.NEXTAUTH_SECRET ?? demoAuthSecret(url);
  run(bin("tsx"), ["--conditions=react-server", "scripts/seed-demo.ts"], env);
}
