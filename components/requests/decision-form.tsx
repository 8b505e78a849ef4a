"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { notifySuccess } from "@/components/ui/toast.ts";
import { notifyFailure, notifyRefusals } from "@/components/feedback/notify-failure.ts";
import { OWN_REQUEST_REASON, type Decision, type ItemOutcome } from "./decide-requests.ts";
import { DecisionSummary } from "./decision-summary.tsx";
import { LiveOutcomeList } from "./live-outcome-list.tsx";
import { pointsKey, reviewFormSchema, type ReviewFormValues } from "./review-form-schema.ts";
import { useDecideRequests } from "./use-decide-requests.ts";
import type { RequestDetailView } from "./use-request-detail.ts";
import styles from "./requests.module.css";
import { Button } from "@/components/ui/button.tsx";
import { FormField, InputField } from "@/components/ui/form-field.tsx";

interface Props {
  request: RequestDetailView;
  own: boolean;
  canReview: boolean;
  /** Still pending: once decided the form keeps showing the outcome but offers no buttons. */
  open: boolean;
  onDecided: () => void;
}

/** Approve or reject one request with a comment (and, for goodwill points, the points to grant). */
export function DecisionForm({ request, own, canReview, open, onDecided }: Props) {
  const key = pointsKey(request.id);
  const goodwillPoints = request.type === "GOODWILL" && request.baseType === "POINTS";
  const requested = "goodwillRequest" in request ? (request.goodwillRequest?.points ?? "") : "";
  const form = useForm<ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { comment: "", points: { [key]: requested } },
  });
  const decide = useDecideRequests();
  const [outcomes, setOutcomes] = useState<ItemOutcome[]>([]);
  const [confirming, setConfirming] = useState<Decision | null>(null);

  if (own || !canReview) {
    return (
      <section className="panel" aria-labelledby="decision-heading">
        <h2 id="decision-heading">Review</h2>
        {own && (
          <p className={styles.reason} data-testid="own-request-reason">
            {OWN_REQUEST_REASON}
          </p>
        )}
        {!canReview && <p className={styles.reason}>Approving and rejecting needs the requests approve access.</p>}
      </section>
    );
  }

  const send = async (decision: Decision, comment: string) => {
    const values = form.getValues();
    const points = goodwillPoints ? values.points?.[key] || undefined : undefined;
    try {
      const result = await decide.mutateAsync({
        targets: [{ id: request.id, type: request.type, baseType: request.baseType, points }],
        decision,
        comment,
      });
      setOutcomes(result);
      const [outcome] = result;
      if (outcome?.ok) notifySuccess(`${decision === "APPROVED" ? "Approved" : "Rejected"} request #${request.id}`);
      else if (outcome)
        notifyRefusals(outcome.error ? [outcome.error] : [], "It could not be decided.", `Request #${request.id}`);
      onDecided();
    } catch (error) {
      notifyFailure(error, "The review could not be sent.");
    } finally {
      setConfirming(null);
    }
  };

  /** A merge approval and every rejection ask first; other approvals go at once. */
  const submit = (decision: Decision) =>
    form.handleSubmit(async (values) => {
      if (decision === "REJECTED" || request.baseType === "MERGE") setConfirming(decision);
      else await send(decision, values.comment ?? "");
    });

  const commentError = form.formState.errors.comment?.message;
  const pointsError = form.formState.errors.points?.[key]?.message;
  return (
    <section className="panel" aria-labelledby="decision-heading">
      <h2 id="decision-heading">Review</h2>
      <form onSubmit={(e) => e.preventDefault()} noValidate className={styles.review}>
        {open && (
          <FormField id="decision-comment" label="Comment for the approval" error={commentError}>
            {(control) => <textarea {...control} rows={2} {...form.register("comment")} />}
          </FormField>
        )}
        {open && goodwillPoints && (
          <InputField
            id="decision-points"
            label="Points to grant"
            error={pointsError}
            inputMode="decimal"
            {...form.register(`points.${key}`)}
          />
        )}
        {open && (
          <div className={styles.actions}>
            <Button type="button" disabled={decide.isPending} onClick={submit("APPROVED")}>
              Approve
            </Button>
            <Button type="button" variant="danger" disabled={decide.isPending} onClick={submit("REJECTED")}>
              Reject
            </Button>
          </div>
        )}
        <LiveOutcomeList outcomes={outcomes} />
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === "REJECTED" ? `Reject request #${request.id}?` : `Approve request #${request.id}?`}
        confirmLabel={confirming === "REJECTED" ? "Reject" : "Approve"}
        tone={confirming === "REJECTED" ? "danger" : "default"}
        reasonLabel={confirming === "REJECTED" ? "Reason for the rejection" : undefined}
        busy={decide.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={(reason) =>
          confirming && void send(confirming, confirming === "REJECTED" ? reason : (form.getValues("comment") ?? ""))
        }
      >
        {confirming && (
          <DecisionSummary
            decision={confirming}
            subjects={[
              {
                ...request,
                points: goodwillPoints ? form.getValues("points")?.[key] || requested || undefined : undefined,
              },
            ]}
          />
        )}
      </ConfirmDialog>
    </section>
  );
}
