import { formatAmount } from "@/lib/requests/format-amount.ts";
import { requestTypeName } from "./request-words.ts";

export interface DecisionSubject {
  id: number;
  type: string;
  baseType: string;
  userId: number;
  customerName: string;
  survivorId?: number;
  /** Goodwill points to grant (what the reviewer typed, else what was asked). */
  points?: string;
  billAmount?: string;
}

/** What a decision will do, item by item, with the points it moves: the body of the confirmation dialog. */
export function DecisionSummary({
  decision,
  subjects,
}: {
  decision: "APPROVED" | "REJECTED";
  subjects: DecisionSubject[];
}) {
  const points = subjects.reduce((sum, s) => sum + (s.points ? Number(s.points) : 0), 0);
  const customers = new Set(subjects.map((s) => s.userId)).size;
  const verb = decision === "APPROVED" ? "approve" : "reject";
  return (
    <>
      <p data-testid="decision-summary">
        You are about to {verb} {subjects.length === 1 ? "1 request" : `${subjects.length} requests`} for{" "}
        {customers === 1 ? "1 customer" : `${customers} customers`}
        {decision === "APPROVED" && points > 0 && <>, granting {formatPoints(points)} points in total</>}.
      </p>
      <ul>
        {subjects.map((s) => (
          <li key={s.id}>
            #{s.id} {requestTypeName(s.type, s.baseType)}: {s.customerName || "(no name)"} (#{s.userId})
            {s.baseType === "MERGE" && s.survivorId !== undefined && (
              <>
                {" "}
                {decision === "APPROVED" ? "is merged into" : "stays apart from"} #{s.survivorId}
                {decision === "APPROVED" && (
                  <strong>
                    : its points, labels and identifiers move to #{s.survivorId}, and this cannot be undone
                  </strong>
                )}
              </>
            )}
            {s.points && <> – {formatAmount(s.points)} points</>}
            {s.billAmount && <> – bill amount {formatAmount(s.billAmount)}</>}
          </li>
        ))}
      </ul>
      {decision === "REJECTED" && (
        <p className="muted">
          A rejected request cannot be reopened; the reason is recorded with it and shown to its maker.
        </p>
      )}
    </>
  );
}

const formatPoints = (points: number) => formatAmount(Number.isInteger(points) ? String(points) : points.toFixed(2));
