-- AlterTable
ALTER TABLE "RequestEvent" ADD COLUMN "detail" TEXT;

-- CreateTable
CREATE TABLE "AuthThrottle" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "points" INTEGER NOT NULL,
    "expire" DATETIME
);

-- CreateIndex
CREATE INDEX "AuthThrottle_expire_idx" ON "AuthThrottle"("expire");

