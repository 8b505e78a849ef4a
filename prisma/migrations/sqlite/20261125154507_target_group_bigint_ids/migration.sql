-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_TargetGroup" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orgId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "preferredTillId" BIGINT NOT NULL DEFAULT 0,
    "timeZoneName" TEXT,
    "trackingType" TEXT NOT NULL,
    "targetEvaluationType" TEXT NOT NULL,
    "totalPeriods" INTEGER NOT NULL,
    "frequencyType" TEXT NOT NULL,
    "frequency" INTEGER NOT NULL,
    "recurringCycles" INTEGER NOT NULL,
    "userCreated" BOOLEAN NOT NULL DEFAULT false,
    "leaderboardEnabled" BOOLEAN NOT NULL DEFAULT false,
    "cycleStart" DATETIME,
    "cycleEnd" DATETIME,
    "createdById" INTEGER NOT NULL,
    "lastUpdatedById" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "TargetGroup_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_TargetGroup" ("active", "createdAt", "createdById", "cycleEnd", "cycleStart", "description", "frequency", "frequencyType", "id", "lastUpdatedById", "leaderboardEnabled", "name", "nameKey", "orgId", "preferredTillId", "recurringCycles", "targetEvaluationType", "timeZoneName", "totalPeriods", "trackingType", "updatedAt", "userCreated") SELECT "active", "createdAt", "createdById", "cycleEnd", "cycleStart", "description", "frequency", "frequencyType", "id", "lastUpdatedById", "leaderboardEnabled", "name", "nameKey", "orgId", "preferredTillId", "recurringCycles", "targetEvaluationType", "timeZoneName", "totalPeriods", "trackingType", "updatedAt", "userCreated" FROM "TargetGroup";
DROP TABLE "TargetGroup";
ALTER TABLE "new_TargetGroup" RENAME TO "TargetGroup";
CREATE UNIQUE INDEX "TargetGroup_orgId_nameKey_key" ON "TargetGroup"("orgId", "nameKey");
CREATE TABLE "new_Target" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "targetGroupId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "emfRuleSetId" BIGINT NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetEntity" TEXT NOT NULL,
    "eventName" TEXT,
    "description" TEXT NOT NULL DEFAULT '',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "expression" TEXT NOT NULL DEFAULT '',
    "expressionJson" TEXT NOT NULL DEFAULT '',
    "filters" TEXT NOT NULL DEFAULT '[]',
    "enrolmentMethod" TEXT,
    "extendedFieldInfo" TEXT,
    "defaultValues" TEXT NOT NULL DEFAULT '[]',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Target_targetGroupId_fkey" FOREIGN KEY ("targetGroupId") REFERENCES "TargetGroup" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Target" ("active", "createdAt", "defaultValues", "description", "emfRuleSetId", "enrolmentMethod", "eventName", "expression", "expressionJson", "extendedFieldInfo", "filters", "id", "name", "targetEntity", "targetGroupId", "targetType", "updatedAt") SELECT "active", "createdAt", "defaultValues", "description", "emfRuleSetId", "enrolmentMethod", "eventName", "expression", "expressionJson", "extendedFieldInfo", "filters", "id", "name", "targetEntity", "targetGroupId", "targetType", "updatedAt" FROM "Target";
DROP TABLE "Target";
ALTER TABLE "new_Target" RENAME TO "Target";
CREATE INDEX "Target_targetGroupId_idx" ON "Target"("targetGroupId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

