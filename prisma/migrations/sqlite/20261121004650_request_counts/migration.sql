-- DropIndex
DROP INDEX "Request_orgId_type_baseType_status_createdAt_idx";

-- CreateTable
CREATE TABLE "RequestCount" (
    "orgId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "baseType" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    PRIMARY KEY ("orgId", "type", "baseType", "status")
);

-- CreateIndex
CREATE INDEX "Request_orgId_type_baseType_status_createdAt_id_idx" ON "Request"("orgId", "type", "baseType", "status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Request_orgId_type_baseType_status_updatedAt_id_idx" ON "Request"("orgId", "type", "baseType", "status", "updatedAt", "id");


-- Written by hand: the triggers that keep "RequestCount" equal to the requests, and its first fill.
CREATE TRIGGER "Request_count_insert" AFTER INSERT ON "Request"
BEGIN
  INSERT INTO "RequestCount" ("orgId", "type", "baseType", "status", "count")
  VALUES (NEW."orgId", NEW."type", NEW."baseType", NEW."status", 1)
  ON CONFLICT ("orgId", "type", "baseType", "status") DO UPDATE SET "count" = "count" + 1;
END;

CREATE TRIGGER "Request_count_update" AFTER UPDATE OF "orgId", "type", "baseType", "status" ON "Request"
WHEN OLD."orgId" IS NOT NEW."orgId" OR OLD."type" IS NOT NEW."type" OR OLD."baseType" IS NOT NEW."baseType" OR OLD."status" IS NOT NEW."status"
BEGIN
  UPDATE "RequestCount" SET "count" = "count" - 1
  WHERE "orgId" = OLD."orgId" AND "type" = OLD."type" AND "baseType" = OLD."baseType" AND "status" = OLD."status";
  INSERT INTO "RequestCount" ("orgId", "type", "baseType", "status", "count")
  VALUES (NEW."orgId", NEW."type", NEW."baseType", NEW."status", 1)
  ON CONFLICT ("orgId", "type", "baseType", "status") DO UPDATE SET "count" = "count" + 1;
END;

CREATE TRIGGER "Request_count_delete" AFTER DELETE ON "Request"
BEGIN
  UPDATE "RequestCount" SET "count" = "count" - 1
  WHERE "orgId" = OLD."orgId" AND "type" = OLD."type" AND "baseType" = OLD."baseType" AND "status" = OLD."status";
END;

INSERT INTO "RequestCount" ("orgId", "type", "baseType", "status", "count")
SELECT "orgId", "type", "baseType", "status", COUNT(*) FROM "Request" GROUP BY "orgId", "type", "baseType", "status";
