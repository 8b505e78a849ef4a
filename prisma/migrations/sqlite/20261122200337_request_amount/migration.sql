-- AlterTable
ALTER TABLE "Request" ADD COLUMN "amount" DECIMAL;

-- CreateIndex
CREATE INDEX "Request_orgId_status_amount_id_idx" ON "Request"("orgId", "status", "amount", "id");

-- CreateIndex
CREATE INDEX "Request_orgId_amount_id_idx" ON "Request"("orgId", "amount", "id");


-- Written by hand: existing requests get the amount new ones are stored with.
UPDATE "Request" SET "amount" = "requestedPoints" WHERE "requestedPoints" IS NOT NULL;
UPDATE "Request" SET "amount" = json_extract("payload", '$.transaction.billAmount')
WHERE "type" = 'TRANSACTION' AND json_valid("payload")
  AND json_extract("payload", '$.transaction.billAmount') GLOB '[0-9]*';
