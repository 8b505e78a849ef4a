-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" SERIAL NOT NULL,
    "orgId" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "actorId" INTEGER,
    "actorName" TEXT NOT NULL,
    "actorKind" TEXT NOT NULL,
    "requestId" TEXT,
    "entity" TEXT NOT NULL,
    "entityId" TEXT,
    "action" TEXT NOT NULL,
    "changes" TEXT NOT NULL DEFAULT '{}',
    "prevHash" TEXT NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditChainHead" (
    "orgId" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "AuditChainHead_pkey" PRIMARY KEY ("orgId")
);

-- CreateTable
CREATE TABLE "IdempotencyRecord" (
    "id" SERIAL NOT NULL,
    "principalId" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "status" INTEGER,
    "responseBody" TEXT,
    "contentType" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "IdempotencyRecord_pkey" PRIMARY KEY ("id")
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

