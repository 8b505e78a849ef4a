-- CreateTable
CREATE TABLE "Organization" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'STANDARD',
    "parentId" INTEGER,
    "dualEligibility" BOOLEAN NOT NULL DEFAULT false,
    "autoApproval" BOOLEAN NOT NULL DEFAULT false,
    "ouLevelProducts" BOOLEAN NOT NULL DEFAULT false,
    "defaultProgramId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Organization_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Organization" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OrgUnit" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orgId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    CONSTRAINT "OrgUnit_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "User" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orgId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'USER',
    "username" TEXT NOT NULL,
    "displayName" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "access" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "User_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OAuthToken" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "tokenHash" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "OAuthToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Customer" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "firstName" TEXT NOT NULL DEFAULT '',
    "lastName" TEXT NOT NULL DEFAULT '',
    "mergedIntoId" INTEGER,
    "mergedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "CustomerRegistration" (
    "customerId" INTEGER NOT NULL,
    "orgId" INTEGER NOT NULL,
    "registeredAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("customerId", "orgId"),
    CONSTRAINT "CustomerRegistration_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "CustomerRegistration_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CustomerIdentifier" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orgId" INTEGER NOT NULL,
    "customerId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    CONSTRAINT "CustomerIdentifier_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "CustomerIdentifier_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Program" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orgId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "earnRate" DECIMAL,
    "earnPointsType" TEXT,
    "earnExpiryType" TEXT,
    "earnExpiryDays" INTEGER,
    CONSTRAINT "Program_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PointsLot" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orgId" INTEGER NOT NULL,
    "customerId" INTEGER NOT NULL,
    "programId" INTEGER NOT NULL,
    "points" DECIMAL NOT NULL,
    "remaining" DECIMAL NOT NULL,
    "pointsType" TEXT NOT NULL,
    "expiryType" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "awardedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "requestId" INTEGER,
    "open" BOOLEAN NOT NULL DEFAULT true,
    CONSTRAINT "PointsLot_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "PointsLot_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "PointsLot_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Label" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orgId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Label_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CustomerLabel" (
    "customerId" INTEGER NOT NULL,
    "labelId" INTEGER NOT NULL,
    "addedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("customerId", "labelId"),
    CONSTRAINT "CustomerLabel_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "CustomerLabel_labelId_fkey" FOREIGN KEY ("labelId") REFERENCES "Label" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CouponSeries" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orgId" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    CONSTRAINT "CouponSeries_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Coupon" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orgId" INTEGER NOT NULL,
    "seriesId" INTEGER NOT NULL,
    "customerId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "requestId" INTEGER,
    "issuedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Coupon_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Coupon_seriesId_fkey" FOREIGN KEY ("seriesId") REFERENCES "CouponSeries" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Coupon_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Brand" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orgId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    CONSTRAINT "Brand_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DictionaryEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orgId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sizeType" TEXT,
    CONSTRAINT "DictionaryEntry_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Product" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orgId" INTEGER NOT NULL,
    "sku" TEXT NOT NULL,
    "ean" TEXT,
    "price" DECIMAL NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "longDescription" TEXT NOT NULL DEFAULT '',
    "returnable" BOOLEAN NOT NULL DEFAULT false,
    "returnableDays" INTEGER NOT NULL DEFAULT -1,
    "ouId" INTEGER,
    "imgUrl" TEXT,
    "size" TEXT,
    "sizeType" TEXT,
    "style" TEXT,
    "brand" TEXT,
    "color" TEXT,
    "category" TEXT,
    "attributes" TEXT NOT NULL DEFAULT '[]',
    "addedById" INTEGER,
    "addedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Product_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Product_ouId_fkey" FOREIGN KEY ("ouId") REFERENCES "OrgUnit" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Request" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orgId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "baseType" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "source" TEXT,
    "customerId" INTEGER NOT NULL,
    "survivorId" INTEGER,
    "payload" TEXT NOT NULL DEFAULT '{}',
    "oldValue" TEXT,
    "newValue" TEXT,
    "requestedPoints" DECIMAL,
    "approvedValue" TEXT,
    "assocId" TEXT,
    "seriesId" INTEGER,
    "forceApproved" BOOLEAN NOT NULL DEFAULT false,
    "comments" TEXT NOT NULL DEFAULT '',
    "reason" TEXT NOT NULL DEFAULT '',
    "createdById" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedById" INTEGER,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Request_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Request_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Request_survivorId_fkey" FOREIGN KEY ("survivorId") REFERENCES "Customer" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RequestEvent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "requestId" INTEGER NOT NULL,
    "fromStatus" TEXT,
    "toStatus" TEXT NOT NULL,
    "actorId" INTEGER NOT NULL,
    "comment" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "RequestEvent_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "Request" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Transaction" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orgId" INTEGER NOT NULL,
    "customerId" INTEGER NOT NULL,
    "requestId" INTEGER,
    "type" TEXT NOT NULL DEFAULT 'REGULAR',
    "billNumber" TEXT,
    "billingDate" DATETIME NOT NULL,
    "billAmount" DECIMAL NOT NULL,
    "grossAmount" DECIMAL,
    "discount" DECIMAL,
    "note" TEXT,
    "deliveryStatus" TEXT,
    "details" TEXT NOT NULL DEFAULT '{}',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Transaction_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Transaction_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Vendor" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orgId" INTEGER NOT NULL,
    "brandId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "isEncryptionRequired" BOOLEAN NOT NULL DEFAULT false,
    "vendorTypes" TEXT,
    "detailsKeyEnc" TEXT,
    "detailsValueEnc" TEXT,
    "rank" INTEGER,
    "description" TEXT NOT NULL DEFAULT '',
    "images" TEXT NOT NULL DEFAULT '[]',
    "videos" TEXT NOT NULL DEFAULT '[]',
    "createdById" INTEGER NOT NULL,
    "lastUpdatedById" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Vendor_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Vendor_brandId_fkey" FOREIGN KEY ("brandId") REFERENCES "Brand" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TargetGroup" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orgId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "preferredTillId" INTEGER NOT NULL DEFAULT 0,
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

-- CreateTable
CREATE TABLE "TargetPeriod" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "targetGroupId" INTEGER NOT NULL,
    "startDate" DATETIME NOT NULL,
    "endDate" DATETIME NOT NULL,
    "refCode" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "TargetPeriod_targetGroupId_fkey" FOREIGN KEY ("targetGroupId") REFERENCES "TargetGroup" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Target" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "targetGroupId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "emfRuleSetId" INTEGER NOT NULL,
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

-- CreateTable
CREATE TABLE "Streak" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "targetGroupId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "targetCountOfSequence" INTEGER NOT NULL,
    CONSTRAINT "Streak_targetGroupId_fkey" FOREIGN KEY ("targetGroupId") REFERENCES "TargetGroup" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "OrgUnit_orgId_code_key" ON "OrgUnit"("orgId", "code");

-- CreateIndex
CREATE UNIQUE INDEX "User_username_key" ON "User"("username");

-- CreateIndex
CREATE UNIQUE INDEX "OAuthToken_tokenHash_key" ON "OAuthToken"("tokenHash");

-- CreateIndex
CREATE INDEX "OAuthToken_expiresAt_idx" ON "OAuthToken"("expiresAt");

-- CreateIndex
CREATE INDEX "CustomerRegistration_orgId_idx" ON "CustomerRegistration"("orgId");

-- CreateIndex
CREATE INDEX "CustomerIdentifier_customerId_idx" ON "CustomerIdentifier"("customerId");

-- CreateIndex
CREATE UNIQUE INDEX "CustomerIdentifier_orgId_type_value_key" ON "CustomerIdentifier"("orgId", "type", "value");

-- CreateIndex
CREATE INDEX "Program_orgId_idx" ON "Program"("orgId");

-- CreateIndex
CREATE INDEX "PointsLot_customerId_open_expiresAt_idx" ON "PointsLot"("customerId", "open", "expiresAt");

-- CreateIndex
CREATE INDEX "PointsLot_orgId_idx" ON "PointsLot"("orgId");

-- CreateIndex
CREATE UNIQUE INDEX "Label_orgId_name_key" ON "Label"("orgId", "name");

-- CreateIndex
CREATE INDEX "CustomerLabel_labelId_idx" ON "CustomerLabel"("labelId");

-- CreateIndex
CREATE INDEX "CouponSeries_orgId_idx" ON "CouponSeries"("orgId");

-- CreateIndex
CREATE UNIQUE INDEX "Coupon_code_key" ON "Coupon"("code");

-- CreateIndex
CREATE INDEX "Coupon_customerId_idx" ON "Coupon"("customerId");

-- CreateIndex
CREATE INDEX "Brand_orgId_idx" ON "Brand"("orgId");

-- CreateIndex
CREATE UNIQUE INDEX "DictionaryEntry_orgId_kind_name_key" ON "DictionaryEntry"("orgId", "kind", "name");

-- CreateIndex
CREATE INDEX "Product_orgId_addedAt_idx" ON "Product"("orgId", "addedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Product_orgId_sku_key" ON "Product"("orgId", "sku");

-- CreateIndex
CREATE UNIQUE INDEX "Product_orgId_ean_key" ON "Product"("orgId", "ean");

-- CreateIndex
CREATE INDEX "Request_orgId_status_createdAt_id_idx" ON "Request"("orgId", "status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Request_orgId_status_updatedAt_id_idx" ON "Request"("orgId", "status", "updatedAt", "id");

-- CreateIndex
CREATE INDEX "Request_orgId_createdAt_id_idx" ON "Request"("orgId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Request_orgId_updatedAt_id_idx" ON "Request"("orgId", "updatedAt", "id");

-- CreateIndex
CREATE INDEX "Request_orgId_type_baseType_status_createdAt_idx" ON "Request"("orgId", "type", "baseType", "status", "createdAt");

-- CreateIndex
CREATE INDEX "Request_customerId_idx" ON "Request"("customerId");

-- CreateIndex
CREATE INDEX "Request_survivorId_idx" ON "Request"("survivorId");

-- CreateIndex
CREATE INDEX "RequestEvent_requestId_createdAt_idx" ON "RequestEvent"("requestId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Transaction_requestId_key" ON "Transaction"("requestId");

-- CreateIndex
CREATE INDEX "Transaction_customerId_idx" ON "Transaction"("customerId");

-- CreateIndex
CREATE INDEX "Vendor_orgId_brandId_idx" ON "Vendor"("orgId", "brandId");

-- CreateIndex
CREATE UNIQUE INDEX "Vendor_orgId_name_key" ON "Vendor"("orgId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "Vendor_orgId_code_key" ON "Vendor"("orgId", "code");

-- CreateIndex
CREATE UNIQUE INDEX "TargetGroup_orgId_nameKey_key" ON "TargetGroup"("orgId", "nameKey");

-- CreateIndex
CREATE INDEX "TargetPeriod_targetGroupId_idx" ON "TargetPeriod"("targetGroupId");

-- CreateIndex
CREATE INDEX "Target_targetGroupId_idx" ON "Target"("targetGroupId");

-- CreateIndex
CREATE INDEX "Streak_targetGroupId_idx" ON "Streak"("targetGroupId");

