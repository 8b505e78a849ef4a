-- DropIndex
DROP INDEX "CustomerIdentifier_customerId_idx";

-- CreateIndex
CREATE INDEX "CustomerIdentifier_customerId_orgId_idx" ON "CustomerIdentifier"("customerId", "orgId");

-- CreateIndex
CREATE INDEX "PointsLot_open_expiresAt_orgId_idx" ON "PointsLot"("open", "expiresAt", "orgId");

-- CreateIndex
CREATE INDEX "Request_orgId_status_createdById_createdAt_id_idx" ON "Request"("orgId", "status", "createdById", "createdAt", "id");

-- CreateIndex
CREATE INDEX "AuditEntry_orgId_entity_entityId_seq_idx" ON "AuditEntry"("orgId", "entity", "entityId", "seq");

-- CreateIndex
CREATE INDEX "AuditEntry_orgId_actorName_seq_idx" ON "AuditEntry"("orgId", "actorName", "seq");

