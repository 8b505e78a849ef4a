import { invalidInput } from "../errors/catalogue.ts";

// The rule every string a caller sends must meet before any schema, pattern or database sees it.

/** The longest string any operation takes (a target group's expression JSON); schemas bound each field lower. */
export const MAX_INPUT_STRING_CHARS = 20_000;
/** No payload of the API nests deeper; a deeper one is refused before anything walks it. */
export const MAX_INPUT_DEPTH = 32;

// With the u flag a well-formed pair is one code point, so only an unpaired half is a Surrogate.
const UNPAIRED_SURROGATE = /\p{Surrogate}/u;

/**
 * Why a string cannot be taken, or undefined when it can. PostgreSQL text cannot hold NUL (SQLite would
 * store it), an unpaired surrogate is not text in any encoding, and the length is bounded before any pattern
 * runs on it, so no check costs more than a read of MAX_INPUT_STRING_CHARS characters.
 */
export function inputStringProblem(text: string): string | undefined {
  if (text.length > MAX_INPUT_STRING_CHARS) return `at most ${MAX_INPUT_STRING_CHARS} characters`;
  if (text.includes("\u0000")) return "must not contain a NUL character";
  if (UNPAIRED_SURROGATE.test(text)) return "must not contain an unpaired surrogate";
  return undefined;
}

export interface InputProblem {
  /** The field path as describeIssue writes it ("profiles.0.identifiers.0.value"); "" for the whole body. */
  path: string;
  problem: string;
}

/**
 * The first string (value or key) of a parsed JSON value that inputStringProblem refuses, or a nesting
 * deeper than MAX_INPUT_DEPTH. Walks without recursion, so no input can exhaust the stack.
 */
export function findInputProblem(value: unknown): InputProblem | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === "string") {
      const problem = inputStringProblem(current);
      if (problem) return { path: path.join("."), problem };
      continue;
    }
    if (typeof current !== "object" || current === null) continue;
    if (path.length >= MAX_INPUT_DEPTH)
      return { path: path.join("."), problem: `nested deeper than ${MAX_INPUT_DEPTH} levels` };
    const entries = Array.isArray(current)
      ? current.map((item, index) => [String(index), item] as const)
      : Object.entries(current);
    for (const [key] of entries) {
      const problem = inputStringProblem(key);
      // The refused name is not echoed: it is what cannot be shown.
      if (problem)
        return { path: path.join("."), problem: `a field name ${problem.replace(/^at most/, "must be at most")}` };
    }
    // Pushed in reverse, so the first problem in document order is the one reported.
    for (let index = entries.length - 1; index >= 0; index--)
      pending.push({ value: entries[index][1], path: [...path, entries[index][0]] });
  }
  return undefined;
}

/** "<path>: <problem>", as describeIssue writes a schema's refusals. */
export const describeInputProblem = ({ path, problem }: InputProblem) => (path ? `${path}: ${problem}` : problem);

/** Refuses (400, naming the field) the first string of a parsed body, query or path that breaks the rule. */
export function assertCleanInput(value: unknown, within?: string): void {
  const found = findInputProblem(value);
  if (!found) return;
  const path = [within, found.path].filter(Boolean).join(".");
  throw invalidInput(describeInputProblem({ path, problem: found.problem }), path || undefined);
}
