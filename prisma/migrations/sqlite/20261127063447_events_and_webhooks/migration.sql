-- CreateTable
CREATE TABLE "Event" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "publicId" TEXT NOT NULL,
    "orgId" INTEGER NOT NULL,
    "txOrder" BIGINT NOT NULL DEFAULT 0,
    "type" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "WebhookSubscription" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orgId" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'ENABLED',
    "disabledReason" TEXT,
    "disabledAt" DATETIME,
    "secret" TEXT NOT NULL,
    "previousSecret" TEXT,
    "previousUntil" DATETIME,
    "failingSince" DATETIME,
    "createdAt" DATETIME NOT NULL,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "WebhookSubscriptionEventType" (
    "subscriptionId" INTEGER NOT NULL,
    "orgId" INTEGER NOT NULL,
    "eventType" TEXT NOT NULL,

    PRIMARY KEY ("subscriptionId", "eventType"),
    CONSTRAINT "WebhookSubscriptionEventType_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "WebhookSubscription" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "WebhookDelivery" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orgId" INTEGER NOT NULL,
    "subscriptionId" INTEGER NOT NULL,
    "eventId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME,
    "lastAttemptAt" DATETIME,
    "lastResponseStatus" INTEGER,
    "lockedUntil" DATETIME,
    "lockedBy" TEXT,
    "createdAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "WebhookAttempt" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "deliveryId" INTEGER NOT NULL,
    "orgId" INTEGER NOT NULL,
    "at" DATETIME NOT NULL,
    "durationMs" INTEGER NOT NULL,
    "requestHeaders" TEXT NOT NULL,
    "requestBody" TEXT NOT NULL,
    "responseStatus" INTEGER,
    "responseHeaders" TEXT NOT NULL DEFAULT '{}',
    "responseBody" TEXT NOT NULL DEFAULT '',
    "error" TEXT
);

-- CreateIndex
CREATE UNIQUE INDEX "Event_publicId_key" ON "Event"("publicId");

-- CreateIndex
CREATE INDEX "Event_orgId_txOrder_id_idx" ON "Event"("orgId", "txOrder", "id");

-- CreateIndex
CREATE INDEX "Event_createdAt_idx" ON "Event"("createdAt");

-- CreateIndex
CREATE INDEX "WebhookSubscription_orgId_id_idx" ON "WebhookSubscription"("orgId", "id");

-- CreateIndex
CREATE INDEX "WebhookSubscriptionEventType_orgId_eventType_idx" ON "WebhookSubscriptionEventType"("orgId", "eventType");

-- CreateIndex
CREATE INDEX "WebhookDelivery_status_nextAttemptAt_idx" ON "WebhookDelivery"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "WebhookDelivery_subscriptionId_id_idx" ON "WebhookDelivery"("subscriptionId", "id");

-- CreateIndex
CREATE INDEX "WebhookDelivery_eventId_idx" ON "WebhookDelivery"("eventId");

-- CreateIndex
CREATE INDEX "WebhookAttempt_deliveryId_id_idx" ON "WebhookAttempt"("deliveryId", "id");

