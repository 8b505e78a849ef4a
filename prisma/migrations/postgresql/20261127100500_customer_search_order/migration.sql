-- Customer search, read in order and left early: a prefix is a range of an index on the lower-cased name,
-- last name or identifier value (byte order, then customer), cut at the page. Expression indexes live only
-- in migrations (Prisma cannot describe them).
CREATE INDEX "Customer_name_prefix_idx" ON "Customer"((lower("firstName" || ' ' || "lastName") COLLATE "C"), "id");
CREATE INDEX "Customer_lastName_prefix_idx" ON "Customer"((lower("lastName") COLLATE "C"), "id");
CREATE INDEX "CustomerIdentifier_value_prefix_idx" ON "CustomerIdentifier"("orgId", "type", (lower("value") COLLATE "C"), "customerId");
