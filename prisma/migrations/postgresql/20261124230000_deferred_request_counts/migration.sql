-- Written by hand: the triggers that keep "RequestCount" equal to the requests run at commit instead of at
-- each change. The row of a (organization, type, sub-type, status) is updated by every creation and every
-- decision of that kind. Updated at the change, its lock was held for the rest of the transaction, and
-- under load creations and approvals waited on it one after another (issue 13). At commit the lock is held
-- only for the commit itself. The counts a transaction sees of its own changes are then the ones before it.
DROP TRIGGER "Request_count_insert" ON "Request";
DROP TRIGGER "Request_count_update" ON "Request";
DROP TRIGGER "Request_count_delete" ON "Request";

CREATE CONSTRAINT TRIGGER "Request_count_insert" AFTER INSERT ON "Request"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "Request_count_change"();
CREATE CONSTRAINT TRIGGER "Request_count_update" AFTER UPDATE OF "orgId", "type", "baseType", "status" ON "Request"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (ROW(OLD."orgId", OLD."type", OLD."baseType", OLD."status") IS DISTINCT FROM ROW(NEW."orgId", NEW."type", NEW."baseType", NEW."status"))
  EXECUTE FUNCTION "Request_count_change"();
CREATE CONSTRAINT TRIGGER "Request_count_delete" AFTER DELETE ON "Request"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "Request_count_change"();
