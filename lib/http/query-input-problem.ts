import { describeInputProblem, findInputProblem } from "../validation/input-strings.ts";

/**
 * "<name>: <problem>" for the first query parameter that breaks the rule of all input (NUL, unpaired
 * surrogate, length: lib/validation/input-strings.ts), or undefined. Console pages pass their query to the
 * database (a search), where PostgreSQL would fail on a NUL.
 */
export function queryInputProblem(url: URL): string | undefined {
  for (const [name, value] of url.searchParams) {
    const found = findInputProblem({ [name]: value });
    if (found) return describeInputProblem(found);
  }
  return undefined;
}
