-- The audit log is append-only: the database itself refuses to change, remove or truncate an entry
-- (lib/audit). The hash chain (npm run audit:verify) still detects a change made by someone who disables
-- these. Prisma splits a script at every semicolon, so the function body writes them as \073.
CREATE FUNCTION "AuditEntry_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  RAISE EXCEPTION ''AuditEntry is append-only''\073
END\073
';

CREATE TRIGGER "AuditEntry_append_only" BEFORE UPDATE OR DELETE ON "AuditEntry"
  FOR EACH ROW EXECUTE FUNCTION "AuditEntry_refuse_change"();

CREATE TRIGGER "AuditEntry_no_truncate" BEFORE TRUNCATE ON "AuditEntry"
  FOR EACH STATEMENT EXECUTE FUNCTION "AuditEntry_refuse_change"();
