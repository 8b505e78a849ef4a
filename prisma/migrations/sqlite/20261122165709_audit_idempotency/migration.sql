-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orgId" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "at" DATETIME NOT NULL,
    "actorId" INTEGER,
    "actorName" TEXT NOT NULL,
    "actorKind" TEXT NOT NULL,
    "requestId" TEXT,
    "entity" TEXT NOT NULL,
    "entityId" TEXT,
    "action" TEXT NOT NULL,
    "changes" TEXT NOT NULL DEFAULT '{}',
    "prevHash" TEXT NOT NULL,
    "hash" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "AuditChainHead" (
    "orgId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "seq" INTEGER NOT NULL,
    "hash" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "IdempotencyRecord" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "principalId" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "status" INTEGER,
    "responseBody" TEXT,
    "contentType" TEXT,
    "createdAt" DATETIME NOT NULL,
    "expiresAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "AuditEntry_orgId_at_id_idx" ON "AuditEntry"("orgId", "at", "id");

-- CreateIndex
CREATE INDEX "AuditEntry_orgId_entity_entityId_at_idx" ON "AuditEntry"("orgId", "entity", "entityId", "at");

-- CreateIndex
CREATE UNIQUE INDEX "AuditEntry_orgId_seq_key" ON "AuditEntry"("orgId", "seq");

-- CreateIndex
CREATE INDEX "IdempotencyRecord_expiresAt_idx" ON "IdempotencyRecord"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "IdempotencyRecord_principalId_key_key" ON "IdempotencyRecord"("principalId", "key");

