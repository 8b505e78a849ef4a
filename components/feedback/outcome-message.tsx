export interface Outcome {
  ok: boolean;
  text: string;
}

interface Props {
  outcome: Outcome | null;
  /** The status region's class; the region stays in the page even while empty, so a success is announced. */
  statusClassName?: string;
}

/** A finished action's outcome beside a list: a success in the status region, a failure as an alert. */
export function OutcomeMessage({ outcome, statusClassName }: Props) {
  return (
    <>
      <div role="status" className={statusClassName}>
        {outcome?.ok && outcome.text}
      </div>
      {outcome && !outcome.ok && (
        <p role="alert" className="form-error">
          {outcome.text}
        </p>
      )}
    </>
  );
}
