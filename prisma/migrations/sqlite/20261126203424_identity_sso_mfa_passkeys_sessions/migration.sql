-- CreateTable
CREATE TABLE "OrganizationSso" (
    "orgId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "issuer" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "clientSecretEnc" TEXT NOT NULL,
    "groupsClaim" TEXT NOT NULL DEFAULT 'groups',
    "groupMap" TEXT NOT NULL DEFAULT '{}',
    "enforce" BOOLEAN NOT NULL DEFAULT false,
    "breakGlassAdmins" TEXT NOT NULL DEFAULT '[]',
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "OrganizationSso_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UserSession" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" INTEGER NOT NULL,
    "orgId" INTEGER NOT NULL,
    "method" TEXT NOT NULL,
    "secondFactor" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    "userAgent" TEXT NOT NULL DEFAULT '',
    "ip" TEXT NOT NULL DEFAULT '',
    "endedAt" DATETIME,
    "endedReason" TEXT,
    CONSTRAINT "UserSession_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RecoveryCode" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "codeHash" TEXT NOT NULL,
    "usedAt" DATETIME,
    CONSTRAINT "RecoveryCode_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Passkey" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "credentialId" TEXT NOT NULL,
    "publicKey" TEXT NOT NULL,
    "counter" BIGINT NOT NULL DEFAULT 0,
    "transports" TEXT NOT NULL DEFAULT '',
    "name" TEXT NOT NULL,
    "backedUp" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" DATETIME,
    CONSTRAINT "Passkey_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "WebAuthnChallenge" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "purpose" TEXT NOT NULL,
    "userId" INTEGER,
    "challenge" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- AddColumns (kept as ALTER TABLE: redefining these tables would drop what other migrations attached to them)
ALTER TABLE "Organization" ADD COLUMN "signInName" TEXT;
ALTER TABLE "Organization" ADD COLUMN "mfaRequiredFor" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Organization" ADD COLUMN "sessionIdleMinutes" INTEGER NOT NULL DEFAULT 60;
ALTER TABLE "Organization" ADD COLUMN "sessionMaxHours" INTEGER NOT NULL DEFAULT 8;
CREATE UNIQUE INDEX "Organization_signInName_key" ON "Organization"("signInName");
ALTER TABLE "User" ADD COLUMN "ssoSubject" TEXT;
ALTER TABLE "User" ADD COLUMN "secondFactor" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "User" ADD COLUMN "totpSecretEnc" TEXT;
ALTER TABLE "User" ADD COLUMN "totpPendingSecretEnc" TEXT;
ALTER TABLE "User" ADD COLUMN "totpConfirmedAt" DATETIME;
ALTER TABLE "User" ADD COLUMN "totpLastStep" INTEGER;
CREATE UNIQUE INDEX "User_orgId_ssoSubject_key" ON "User"("orgId", "ssoSubject");

-- CreateIndex
CREATE INDEX "UserSession_userId_endedAt_idx" ON "UserSession"("userId", "endedAt");

-- CreateIndex
CREATE INDEX "RecoveryCode_userId_idx" ON "RecoveryCode"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Passkey_credentialId_key" ON "Passkey"("credentialId");

-- CreateIndex
CREATE INDEX "Passkey_userId_idx" ON "Passkey"("userId");

-- CreateIndex
CREATE INDEX "WebAuthnChallenge_expiresAt_idx" ON "WebAuthnChallenge"("expiresAt");

