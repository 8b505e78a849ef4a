-- Customer search: trigram full-text indexes over names and identifier values (FTS5 'trigram' matches
-- LIKE '%abc%' and 'abc%' from the index when the text has 3 or more characters). Both are external-content
-- tables: they keep only the index, read the text from their source and are kept in step by the triggers
-- below. Prisma's schema cannot describe virtual tables, so they live only in this migration.

-- The name as searched: "first last", and the last name alone for its prefix.
CREATE VIEW "CustomerSearchName" AS
  SELECT "id", "firstName" || ' ' || "lastName" AS "name", "lastName" FROM "Customer";

CREATE VIRTUAL TABLE "CustomerNameSearch" USING fts5(
  "name", "lastName", content='CustomerSearchName', content_rowid='id', tokenize='trigram'
);

CREATE VIRTUAL TABLE "CustomerIdentifierSearch" USING fts5(
  "value", content='CustomerIdentifier', content_rowid='id', tokenize='trigram'
);

CREATE TRIGGER "Customer_search_insert" AFTER INSERT ON "Customer" BEGIN
  INSERT INTO "CustomerNameSearch"(rowid, "name", "lastName")
  VALUES (new."id", new."firstName" || ' ' || new."lastName", new."lastName");
END;

CREATE TRIGGER "Customer_search_delete" AFTER DELETE ON "Customer" BEGIN
  INSERT INTO "CustomerNameSearch"("CustomerNameSearch", rowid, "name", "lastName")
  VALUES ('delete', old."id", old."firstName" || ' ' || old."lastName", old."lastName");
END;

CREATE TRIGGER "Customer_search_update" AFTER UPDATE OF "id", "firstName", "lastName" ON "Customer" BEGIN
  INSERT INTO "CustomerNameSearch"("CustomerNameSearch", rowid, "name", "lastName")
  VALUES ('delete', old."id", old."firstName" || ' ' || old."lastName", old."lastName");
  INSERT INTO "CustomerNameSearch"(rowid, "name", "lastName")
  VALUES (new."id", new."firstName" || ' ' || new."lastName", new."lastName");
END;

CREATE TRIGGER "CustomerIdentifier_search_insert" AFTER INSERT ON "CustomerIdentifier" BEGIN
  INSERT INTO "CustomerIdentifierSearch"(rowid, "value") VALUES (new."id", new."value");
END;

CREATE TRIGGER "CustomerIdentifier_search_delete" AFTER DELETE ON "CustomerIdentifier" BEGIN
  INSERT INTO "CustomerIdentifierSearch"("CustomerIdentifierSearch", rowid, "value")
  VALUES ('delete', old."id", old."value");
END;

CREATE TRIGGER "CustomerIdentifier_search_update" AFTER UPDATE OF "id", "value" ON "CustomerIdentifier" BEGIN
  INSERT INTO "CustomerIdentifierSearch"("CustomerIdentifierSearch", rowid, "value")
  VALUES ('delete', old."id", old."value");
  INSERT INTO "CustomerIdentifierSearch"(rowid, "value") VALUES (new."id", new."value");
END;

-- Index the rows that exist already.
INSERT INTO "CustomerNameSearch"("CustomerNameSearch") VALUES ('rebuild');
INSERT INTO "CustomerIdentifierSearch"("CustomerIdentifierSearch") VALUES ('rebuild');
