-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "clientAutoApprove" TEXT NOT NULL DEFAULT 'APPROVERS';

