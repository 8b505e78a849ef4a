-- Events are numbered per organization under the audit chain head's row lock, so their order is the
-- commit order. Existing events keep their id order, numbered from 1 per organization.

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_AuditChainHead" (
    "orgId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "seq" INTEGER NOT NULL,
    "hash" TEXT NOT NULL,
    "eventSeq" INTEGER NOT NULL DEFAULT 0
);
INSERT INTO "new_AuditChainHead" ("hash", "orgId", "seq") SELECT "hash", "orgId", "seq" FROM "AuditChainHead";
DROP TABLE "AuditChainHead";
ALTER TABLE "new_AuditChainHead" RENAME TO "AuditChainHead";
CREATE TABLE "new_Event" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "publicId" TEXT NOT NULL,
    "orgId" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL
);
INSERT INTO "new_Event" ("createdAt", "id", "orgId", "seq", "payload", "publicId", "type")
SELECT "createdAt", "id", "orgId", ROW_NUMBER() OVER (PARTITION BY "orgId" ORDER BY "id"), "payload", "publicId", "type" FROM "Event";
INSERT INTO "AuditChainHead" ("orgId", "seq", "hash", "eventSeq")
SELECT "orgId", 0, '0000000000000000000000000000000000000000000000000000000000000000', MAX("seq") FROM "new_Event" WHERE true GROUP BY "orgId"
ON CONFLICT ("orgId") DO UPDATE SET "eventSeq" = excluded."eventSeq";
DROP TABLE "Event";
ALTER TABLE "new_Event" RENAME TO "Event";
CREATE UNIQUE INDEX "Event_publicId_key" ON "Event"("publicId");
CREATE INDEX "Event_createdAt_idx" ON "Event"("createdAt");
CREATE UNIQUE INDEX "Event_orgId_seq_key" ON "Event"("orgId", "seq");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

