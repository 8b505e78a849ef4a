-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_WebhookDelivery" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orgId" INTEGER NOT NULL,
    "subscriptionId" INTEGER NOT NULL,
    "eventId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "scheduleFrom" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME,
    "lastAttemptAt" DATETIME,
    "lastResponseStatus" INTEGER,
    "lockedUntil" DATETIME,
    "lockedBy" TEXT,
    "createdAt" DATETIME NOT NULL
);
INSERT INTO "new_WebhookDelivery" ("attempts", "createdAt", "eventId", "id", "lastAttemptAt", "lastResponseStatus", "lockedBy", "lockedUntil", "nextAttemptAt", "orgId", "status", "subscriptionId") SELECT "attempts", "createdAt", "eventId", "id", "lastAttemptAt", "lastResponseStatus", "lockedBy", "lockedUntil", "nextAttemptAt", "orgId", "status", "subscriptionId" FROM "WebhookDelivery";
DROP TABLE "WebhookDelivery";
ALTER TABLE "new_WebhookDelivery" RENAME TO "WebhookDelivery";
CREATE INDEX "WebhookDelivery_status_nextAttemptAt_idx" ON "WebhookDelivery"("status", "nextAttemptAt");
CREATE INDEX "WebhookDelivery_subscriptionId_id_idx" ON "WebhookDelivery"("subscriptionId", "id");
CREATE INDEX "WebhookDelivery_eventId_idx" ON "WebhookDelivery"("eventId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

