-- Customer search, read in order and left early. A prefix is a range of an index on the lower-cased name,
-- last name or identifier value (by that value, then customer), cut at the page. A fragment is read from
-- the trigram index in customer order: the identifiers' index is keyed by customer id (high 32 bits) and
-- identifier id (low 32 bits) instead of the identifier id, so it hands its rows in customer order like the
-- names' index does. Expression indexes and virtual tables live only in migrations (Prisma cannot describe
-- them).

DROP TRIGGER "CustomerIdentifier_search_insert";
DROP TRIGGER "CustomerIdentifier_search_delete";
DROP TRIGGER "CustomerIdentifier_search_update";
DROP TABLE "CustomerIdentifierSearch";

CREATE VIEW "CustomerIdentifierSearchRow" AS
  SELECT ("customerId" * 4294967296 + "id") AS "searchKey", "value" FROM "CustomerIdentifier";

CREATE VIRTUAL TABLE "CustomerIdentifierSearch" USING fts5(
  "value", content='CustomerIdentifierSearchRow', content_rowid='searchKey', tokenize='trigram'
);

CREATE TRIGGER "CustomerIdentifier_search_insert" AFTER INSERT ON "CustomerIdentifier" BEGIN
  INSERT INTO "CustomerIdentifierSearch"(rowid, "value") VALUES (new."customerId" * 4294967296 + new."id", new."value");
END;

CREATE TRIGGER "CustomerIdentifier_search_delete" AFTER DELETE ON "CustomerIdentifier" BEGIN
  INSERT INTO "CustomerIdentifierSearch"("CustomerIdentifierSearch", rowid, "value")
  VALUES ('delete', old."customerId" * 4294967296 + old."id", old."value");
END;

CREATE TRIGGER "CustomerIdentifier_search_update" AFTER UPDATE OF "id", "customerId", "value" ON "CustomerIdentifier" BEGIN
  INSERT INTO "CustomerIdentifierSearch"("CustomerIdentifierSearch", rowid, "value")
  VALUES ('delete', old."customerId" * 4294967296 + old."id", old."value");
  INSERT INTO "CustomerIdentifierSearch"(rowid, "value") VALUES (new."customerId" * 4294967296 + new."id", new."value");
END;

INSERT INTO "CustomerIdentifierSearch"("CustomerIdentifierSearch") VALUES ('rebuild');

-- SQLite's lower() folds ASCII only, as its LIKE did; the rowid (the customer id) ends each name entry.
CREATE INDEX "Customer_name_prefix_idx" ON "Customer"(lower("firstName" || ' ' || "lastName"));
CREATE INDEX "Customer_lastName_prefix_idx" ON "Customer"(lower("lastName"));
CREATE INDEX "CustomerIdentifier_value_prefix_idx" ON "CustomerIdentifier"("orgId", "type", lower("value"), "customerId");
