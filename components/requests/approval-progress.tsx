import { formatAmount } from "@/lib/requests/format-amount.ts";

interface Approvals {
  status: string;
  approvalsNeeded: number;
  approvalsGiven: number;
  approvedByPolicy: boolean;
  lastUpdatedBy: { name: string; code: string } | null;
}

/**
 * The approval policy's trace beside a request's status: "approval 1 of 2" and who gave it (while the
 * request waits for a second checker, the last update is that approval), or "approved by policy".
 */
export function ApprovalProgress({ request }: { request: Approvals }) {
  if (request.approvedByPolicy) return <div className="muted">Approved by policy</div>;
  if (request.status !== "PENDING" || request.approvalsNeeded < 2) return null;
  if (request.approvalsGiven === 0) return <div className="muted">Needs 2 approvals</div>;
  const by = request.lastUpdatedBy;
  return (
    <div className="muted" data-testid="approval-progress">
      Approval 1 of 2{by ? ` by ${by.name} (${by.code})` : ""}
    </div>
  );
}

/** Points and amounts with thousands separators; absent values stay absent. */
export const shownAmount = (value: string | undefined | null) => (value ? formatAmount(value) : value);
