-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "approvalPolicy" TEXT NOT NULL DEFAULT '{}',
ADD COLUMN     "timeZone" TEXT NOT NULL DEFAULT 'UTC';

-- AlterTable
ALTER TABLE "OrgUnit" ADD COLUMN     "active" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "expiresAt" TIMESTAMP(3),
ADD COLUMN     "lastSignInAt" TIMESTAMP(3),
ADD COLUMN     "lastUsedAt" TIMESTAMP(3),
ADD COLUMN     "mustChangePassword" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "previousPasswordHash" TEXT,
ADD COLUMN     "previousPasswordUntil" TIMESTAMP(3),
ADD COLUMN     "revokedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Program" ADD COLUMN     "active" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "Label" ADD COLUMN     "active" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "CouponSeries" ADD COLUMN     "active" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "Brand" ADD COLUMN     "active" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "DictionaryEntry" ADD COLUMN     "active" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "Request" ADD COLUMN     "approvalsNeeded" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "approvedByPolicy" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "firstApprovedAt" TIMESTAMP(3),
ADD COLUMN     "firstApproverId" INTEGER;

