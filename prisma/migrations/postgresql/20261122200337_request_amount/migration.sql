-- AlterTable
ALTER TABLE "Request" ADD COLUMN     "amount" DECIMAL(65,30);

-- CreateIndex
CREATE INDEX "Request_orgId_status_amount_id_idx" ON "Request"("orgId", "status", "amount", "id");

-- CreateIndex
CREATE INDEX "Request_orgId_amount_id_idx" ON "Request"("orgId", "amount", "id");


-- Written by hand: existing requests get the amount new ones are stored with.
UPDATE "Request" SET "amount" = "requestedPoints" WHERE "requestedPoints" IS NOT NULL;
UPDATE "Request" SET "amount" = ("payload"::jsonb #>> '{transaction,billAmount}')::numeric
WHERE "type" = 'TRANSACTION' AND ("payload"::jsonb #>> '{transaction,billAmount}') ~ '^[0-9]{1,12}(\.[0-9]{1,4})?$';
