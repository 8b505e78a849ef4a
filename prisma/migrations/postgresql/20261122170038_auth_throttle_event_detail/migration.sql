-- AlterTable
ALTER TABLE "RequestEvent" ADD COLUMN     "detail" TEXT;

-- CreateTable
CREATE TABLE "AuthThrottle" (
    "key" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "expire" TIMESTAMP(3),

    CONSTRAINT "AuthThrottle_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "AuthThrottle_expire_idx" ON "AuthThrottle"("expire");

