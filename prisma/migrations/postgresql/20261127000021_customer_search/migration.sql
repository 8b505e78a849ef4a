-- Customer search: pg_trgm GIN indexes over names and identifier values (they serve ILIKE '%abc%' and
-- 'abc%' when the text has 3 or more characters). Prisma's schema cannot describe operator-class
-- expression indexes, so they live only in this migration. Creating them indexes the existing rows.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "Customer_name_trgm_idx" ON "Customer" USING GIN (("firstName" || ' ' || "lastName") gin_trgm_ops);

CREATE INDEX "Customer_lastName_trgm_idx" ON "Customer" USING GIN ("lastName" gin_trgm_ops);

CREATE INDEX "CustomerIdentifier_value_trgm_idx" ON "CustomerIdentifier" USING GIN ("value" gin_trgm_ops);
