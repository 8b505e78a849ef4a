// Loads the demo dataset (shared/demo-data.md) into DATABASE_URL when, and only when, it is empty.
import { createDb, dbProvider } from "../lib/db/client.ts";
import { isDatabaseEmpty, seedDemoData } from "../prisma/seed/seed-demo-data.ts";

const db = createDb();
try {
  if (await isDatabaseEmpty(db)) {
    await seedDemoData(db, dbProvider());
    console.log("demo data loaded");
  } else {
    console.log("database already holds data: demo data not loaded");
  }
} finally {
  await db.$disconnect();
}
