-- The audit log is append-only: the database itself refuses to change or remove an entry (lib/audit).
-- The hash chain (npm run audit:verify) still detects a change made by someone who drops these.
CREATE TRIGGER "AuditEntry_append_only_update" BEFORE UPDATE ON "AuditEntry"
BEGIN
  SELECT RAISE(ABORT, 'AuditEntry is append-only');
END;

CREATE TRIGGER "AuditEntry_append_only_delete" BEFORE DELETE ON "AuditEntry"
BEGIN
  SELECT RAISE(ABORT, 'AuditEntry is append-only');
END;
