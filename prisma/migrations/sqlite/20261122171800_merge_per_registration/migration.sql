-- AlterTable
ALTER TABLE "CustomerRegistration" ADD COLUMN "mergedAt" DATETIME;
ALTER TABLE "CustomerRegistration" ADD COLUMN "mergedIntoId" INTEGER;

-- Hand-written: tombstones were global, so an existing one marks every registration of its customer.
UPDATE "CustomerRegistration" SET
    "mergedIntoId" = (SELECT c."mergedIntoId" FROM "Customer" c WHERE c."id" = "CustomerRegistration"."customerId"),
    "mergedAt" = (SELECT c."mergedAt" FROM "Customer" c WHERE c."id" = "CustomerRegistration"."customerId")
WHERE "customerId" IN (SELECT "id" FROM "Customer" WHERE "mergedIntoId" IS NOT NULL);

-- CreateTable
CREATE TABLE "MergedIdentifier" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orgId" INTEGER NOT NULL,
    "customerId" INTEGER NOT NULL,
    "mergedIntoId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "mergedAt" DATETIME NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Customer" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "firstName" TEXT NOT NULL DEFAULT '',
    "lastName" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_Customer" ("createdAt", "firstName", "id", "lastName") SELECT "createdAt", "firstName", "id", "lastName" FROM "Customer";
DROP TABLE "Customer";
ALTER TABLE "new_Customer" RENAME TO "Customer";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "MergedIdentifier_orgId_type_value_idx" ON "MergedIdentifier"("orgId", "type", "value");

