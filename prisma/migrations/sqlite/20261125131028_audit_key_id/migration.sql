-- AlterTable
ALTER TABLE "AuditEntry" ADD COLUMN "keyId" TEXT;

