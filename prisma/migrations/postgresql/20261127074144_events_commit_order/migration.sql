-- Events are numbered per organization under the audit chain head's row lock, so their order is the
-- commit order. Existing events keep their former (txOrder, id) order, numbered from 1 per organization.

-- AlterTable
ALTER TABLE "AuditChainHead" ADD COLUMN     "eventSeq" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "seq" INTEGER;

UPDATE "Event" e SET "seq" = n."seq"
FROM (SELECT "id", ROW_NUMBER() OVER (PARTITION BY "orgId" ORDER BY "txOrder", "id") AS "seq" FROM "Event") n
WHERE n."id" = e."id";

INSERT INTO "AuditChainHead" ("orgId", "seq", "hash", "eventSeq")
SELECT "orgId", 0, '0000000000000000000000000000000000000000000000000000000000000000', MAX("seq") FROM "Event" GROUP BY "orgId"
ON CONFLICT ("orgId") DO UPDATE SET "eventSeq" = EXCLUDED."eventSeq";

ALTER TABLE "Event" ALTER COLUMN "seq" SET NOT NULL;

-- DropIndex
DROP INDEX "Event_orgId_txOrder_id_idx";

-- AlterTable
ALTER TABLE "Event" DROP COLUMN "txOrder";

-- CreateIndex
CREATE UNIQUE INDEX "Event_orgId_seq_key" ON "Event"("orgId", "seq");
