-- DropIndex
DROP INDEX "PointsLot_open_expiresAt_orgId_idx";

-- CreateIndex
CREATE INDEX "PointsLot_open_expiresAt_id_orgId_customerId_remaining_idx" ON "PointsLot"("open", "expiresAt", "id", "orgId", "customerId", "remaining");

