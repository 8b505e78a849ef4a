-- AlterTable
ALTER TABLE "CustomerRegistration" ADD COLUMN     "mergedAt" TIMESTAMP(3),
ADD COLUMN     "mergedIntoId" INTEGER;

-- Hand-written: tombstones were global, so an existing one marks every registration of its customer.
UPDATE "CustomerRegistration" r SET "mergedIntoId" = c."mergedIntoId", "mergedAt" = c."mergedAt"
FROM "Customer" c WHERE c."id" = r."customerId" AND c."mergedIntoId" IS NOT NULL;

-- AlterTable
ALTER TABLE "Customer" DROP COLUMN "mergedAt",
DROP COLUMN "mergedIntoId";

-- CreateTable
CREATE TABLE "MergedIdentifier" (
    "id" SERIAL NOT NULL,
    "orgId" INTEGER NOT NULL,
    "customerId" INTEGER NOT NULL,
    "mergedIntoId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "mergedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MergedIdentifier_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MergedIdentifier_orgId_type_value_idx" ON "MergedIdentifier"("orgId", "type", "value");

