-- AlterTable
ALTER TABLE "TargetGroup" ALTER COLUMN "preferredTillId" SET DATA TYPE BIGINT;

-- AlterTable
ALTER TABLE "Target" ALTER COLUMN "emfRuleSetId" SET DATA TYPE BIGINT;

