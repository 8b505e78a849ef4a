-- AlterTable
ALTER TABLE "WebhookDelivery" ADD COLUMN     "scheduleFrom" INTEGER NOT NULL DEFAULT 0;

