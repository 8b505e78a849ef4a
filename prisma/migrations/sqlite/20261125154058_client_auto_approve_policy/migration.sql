-- AlterTable
-- Written by hand: SQLite adds a NOT NULL column with a constant default in place; Prisma's generated
-- form rebuilt the Organization table every other table refers to.
ALTER TABLE "Organization" ADD COLUMN "clientAutoApprove" TEXT NOT NULL DEFAULT 'APPROVERS';
