-- DropIndex
DROP INDEX "Request_orgId_type_baseType_status_createdAt_idx";

-- CreateTable
CREATE TABLE "RequestCount" (
    "orgId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "baseType" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "RequestCount_pkey" PRIMARY KEY ("orgId","type","baseType","status")
);

-- CreateIndex
CREATE INDEX "Request_orgId_type_baseType_status_createdAt_id_idx" ON "Request"("orgId", "type", "baseType", "status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Request_orgId_type_baseType_status_updatedAt_id_idx" ON "Request"("orgId", "type", "baseType", "status", "updatedAt", "id");


-- Written by hand: the triggers that keep "RequestCount" equal to the requests, and its first fill.
-- Prisma's migration runner splits a script at every semicolon, quoted or not, so the function body
-- writes each of its semicolons as the escape \073.
CREATE FUNCTION "Request_count_change"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP IN (''UPDATE'', ''DELETE'') THEN
    UPDATE "RequestCount" SET "count" = "count" - 1
    WHERE "orgId" = OLD."orgId" AND "type" = OLD."type" AND "baseType" = OLD."baseType" AND "status" = OLD."status"\073
  END IF\073
  IF TG_OP IN (''UPDATE'', ''INSERT'') THEN
    INSERT INTO "RequestCount" ("orgId", "type", "baseType", "status", "count")
    VALUES (NEW."orgId", NEW."type", NEW."baseType", NEW."status", 1)
    ON CONFLICT ("orgId", "type", "baseType", "status") DO UPDATE SET "count" = "RequestCount"."count" + 1\073
  END IF\073
  RETURN NULL\073
END\073
';

CREATE TRIGGER "Request_count_insert" AFTER INSERT ON "Request"
  FOR EACH ROW EXECUTE FUNCTION "Request_count_change"();
CREATE TRIGGER "Request_count_update" AFTER UPDATE OF "orgId", "type", "baseType", "status" ON "Request"
  FOR EACH ROW WHEN (ROW(OLD."orgId", OLD."type", OLD."baseType", OLD."status") IS DISTINCT FROM ROW(NEW."orgId", NEW."type", NEW."baseType", NEW."status"))
  EXECUTE FUNCTION "Request_count_change"();
CREATE TRIGGER "Request_count_delete" AFTER DELETE ON "Request"
  FOR EACH ROW EXECUTE FUNCTION "Request_count_change"();

INSERT INTO "RequestCount" ("orgId", "type", "baseType", "status", "count")
SELECT "orgId", "type", "baseType", "status", COUNT(*) FROM "Request" GROUP BY "orgId", "type", "baseType", "status";
