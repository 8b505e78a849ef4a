import type { ItemOutcome } from "./decide-requests.ts";
import { OutcomeList } from "./outcome-list.tsx";

/** The last review's outcomes in a region that stays in the page, so each new result is announced. */
export function LiveOutcomeList({ outcomes }: { outcomes: ItemOutcome[] }) {
  return (
    <div aria-live="polite">
      <OutcomeList outcomes={outcomes} />
    </div>
  );
}
