import type { MergePreview as Preview, MergeSide } from "@/lib/requests/get-merge-preview.ts";
import styles from "./requests.module.css";

/** Victim and survivor side by side, and what the survivor holds once the merge is approved. */
export function MergePreview({ preview, pending }: { preview: Preview; pending: boolean }) {
  return (
    <section className="panel" aria-labelledby="merge-heading">
      <h2 id="merge-heading">Merge</h2>
      <p data-testid="merge-organizations">
        Applies in {preview.organizations.map((org) => `${org.name} (${org.id})`).join(", ")}.
      </p>
      <div className={styles.sides}>
        <Side title="Victim (removed)" side={preview.victim} testId="merge-victim" />
        <Side title="Survivor (kept)" side={preview.survivor} testId="merge-survivor" />
        {pending && preview.after && (
          <div data-testid="merge-after">
            <h3>Survivor after approval</h3>
            <Holdings
              identifiers={preview.after.identifiers}
              labels={preview.after.labels}
              points={preview.after.points}
            />
            <p className="muted">
              The victim&apos;s identifiers are deleted; its points lots and labels move to the survivor.
            </p>
          </div>
        )}
      </div>
    </section>
  );
}

function Side({ title, side, testId }: { title: string; side: MergeSide | null; testId: string }) {
  return (
    <div data-testid={testId}>
      <h3>{title}</h3>
      {side ? (
        <>
          <p>
            #{side.id} {side.name || <span className="muted">(no name)</span>}
            {side.mergedIntoId !== null && <> – merged into #{side.mergedIntoId}</>}
          </p>
          <Holdings identifiers={side.identifiers} labels={side.labels} points={side.points} />
        </>
      ) : (
        <p className="muted">Not registered in this organization.</p>
      )}
    </div>
  );
}

function Holdings({ identifiers, labels, points }: Pick<MergeSide, "identifiers" | "labels" | "points">) {
  return (
    <dl className={styles.details}>
      <dt>Identifiers</dt>
      <dd>
        {identifiers.length ? (
          identifiers.map((i) => `${i.type}: ${i.value}`).join(", ")
        ) : (
          <span className="muted">none</span>
        )}
      </dd>
      <dt>Labels</dt>
      <dd>{labels.length ? labels.join(", ") : <span className="muted">none</span>}</dd>
      <dt>Points</dt>
      <dd>
        {points.length ? (
          points.map((p) => `${p.points} in ${p.programName}`).join(", ")
        ) : (
          <span className="muted">none</span>
        )}
      </dd>
    </dl>
  );
}
