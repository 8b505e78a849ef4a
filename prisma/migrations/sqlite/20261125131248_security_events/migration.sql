-- CreateTable
CREATE TABLE "SecurityEvent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orgId" INTEGER,
    "at" DATETIME NOT NULL,
    "action" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "actorName" TEXT NOT NULL,
    "userId" INTEGER,
    "ip" TEXT NOT NULL,
    "requestId" TEXT,
    "details" TEXT NOT NULL DEFAULT '{}',
    "lockoutKey" TEXT
);

-- CreateIndex
CREATE UNIQUE INDEX "SecurityEvent_lockoutKey_key" ON "SecurityEvent"("lockoutKey");

-- CreateIndex
CREATE INDEX "SecurityEvent_orgId_at_id_idx" ON "SecurityEvent"("orgId", "at", "id");

-- CreateIndex
CREATE INDEX "SecurityEvent_at_idx" ON "SecurityEvent"("at");

