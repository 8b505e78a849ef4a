-- The app's PostgreSQL role: reads and writes the data, but may only append to the audit log. Run as the
-- role that owns the tables (the one `prisma migrate deploy` runs as), in the app's database, once the
-- role loyalty_app exists, and again after every migration (it is idempotent). Only the owner may ALTER
-- or DROP a table's triggers, so loyalty_app cannot lift AuditEntry's append-only triggers.
GRANT USAGE ON SCHEMA public TO loyalty_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO loyalty_app;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO loyalty_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO loyalty_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO loyalty_app;
-- The audit log: read and append only. The chain head advances on every append, but is never removed.
REVOKE UPDATE, DELETE, TRUNCATE ON "AuditEntry" FROM loyalty_app;
REVOKE DELETE, TRUNCATE ON "AuditChainHead" FROM loyalty_app;
-- Migrations are the owner's: the app only reads their record (the readiness check, npm start's check).
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON "_prisma_migrations" FROM loyalty_app;
-- No new tables, functions or triggers of its own (PostgreSQL 15 and later already refuse them).
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
