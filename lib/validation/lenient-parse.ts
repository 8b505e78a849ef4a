import type { z } from "zod";
import { joinPath, type ZodIssue } from "./describe-issue.ts";

// The original's services read bodies with Jackson, and its clients rely on what Jackson forgives: unknown
// properties, numbers sent as numeric text and text sent as numbers, and null for a field left out. Our
// schemas stay strict (they say what each operation reads); this layer forgives what Jackson forgives,
// from the issues a schema reports, so no schema needs to know about it.

export type LenientResult<T> =
  | { success: true; data: T; ignored: string[] }
  | { success: false; issues: ZodIssue[]; input: unknown; ignored: string[] };

type Path = readonly PropertyKey[];
type Container = Record<PropertyKey, unknown>;

/** A change to the caller's input that turns one issue into none, applied to a private copy. */
interface Repair {
  path: Path;
  apply(root: unknown): void;
  /** The unknown property it drops, for the answer's warnings. */
  ignored?: string;
}

// JSON's number syntax, as Jackson reads numeric text into a number (surrounding blanks forgiven).
export const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?([eE][+-]?\d+)?\s*$/;
// Each round repairs at least one new path; a body needing more rounds than this is not one a client sends.
const MAX_ROUNDS = 16;

/**
 * Whether a JSON number's text is the number the caller wrote: past 2^53 JSON.parse has already rounded it
 * (a 19-digit card number sent as a number), and huge or tiny ones print with an exponent.
 */
function writesExactly(value: number): boolean {
  if (!Number.isFinite(value) || /e/i.test(String(value))) return false;
  return !Number.isInteger(value) || Number.isSafeInteger(value);
}

/** The value at a path of parsed JSON, or undefined where the path leaves it. */
export function valueAt(root: unknown, path: Path): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Container)[key];
  }
  return value;
}

const isPlainObject = (value: unknown): value is Container =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function setAt(root: unknown, path: Path, value: unknown): void {
  const holder = valueAt(root, path.slice(0, -1)) as Container;
  holder[path[path.length - 1]] = value;
}

function deleteAt(root: unknown, path: Path): void {
  const holder = valueAt(root, path.slice(0, -1)) as Container;
  delete holder[path[path.length - 1]];
}

/**
 * What is forgiven: a JSON body gets all of Jackson's forgiveness; a query string (whose values are always
 * text, read by each parameter's own rule) only has its unknown parameters ignored.
 */
export type Leniency = "body" | "query";

/** The repairs that resolve an issue, or undefined when the issue is a real problem of the input. */
function repairsFor(issue: ZodIssue, root: unknown, base: Path, leniency: Leniency): Repair[] | undefined {
  const path = [...base, ...issue.path];
  if (issue.code === "unrecognized_keys") {
    const holder = valueAt(root, path);
    if (!isPlainObject(holder) || !issue.keys.every((key) => Object.hasOwn(holder, key))) return undefined;
    return issue.keys.map((key) => ({
      path: [...path, key],
      apply: (copy) => deleteAt(copy, [...path, key]),
      ignored: joinPath([...path, key]),
    }));
  }
  if (issue.code === "invalid_type" && leniency === "body") {
    const value = valueAt(root, path);
    const parent = valueAt(root, path.slice(0, -1));
    if (value === null && isPlainObject(parent) && path.length > 0)
      return [{ path, apply: (copy) => deleteAt(copy, path) }];
    if (path.length === 0) return undefined;
    if (issue.expected === "number" && typeof value === "string" && NUMERIC_TEXT.test(value))
      return [{ path, apply: (copy) => setAt(copy, path, Number(value)) }];
    if (issue.expected === "string" && typeof value === "number" && writesExactly(value))
      return [{ path, apply: (copy) => setAt(copy, path, String(value)) }];
    return undefined;
  }
  if (issue.code === "invalid_union") {
    // A text or number that one alternative takes by type but refuses by rule (an integer's 1.5, a text's
    // pattern) is that alternative's real problem: no other alternative may convert it into acceptance.
    const value = valueAt(root, path);
    const primitive = typeof value === "string" || typeof value === "number";
    if (primitive && issue.errors.some((branch) => branch.some((inner) => inner.code !== "invalid_type")))
      return undefined;
    // The first alternative that the repairs make fit: its issues' paths are relative to the union's.
    for (const branch of issue.errors) {
      if (branch.length === 0) continue;
      const repairs = branch.map((inner) => repairsFor(inner, root, path, leniency));
      if (repairs.every((found) => found !== undefined)) return repairs.flat();
    }
  }
  return undefined;
}

/**
 * safeParse with the original's forgiveness: unknown properties at any depth are dropped (and named in
 * `ignored`), numeric text becomes a number where a number is expected (the schema still says whether an
 * integer is meant), a number becomes text where text is expected, and null counts as a property left out.
 * Anything else the schema refuses is refused, with the issues of the input as repaired.
 */
export function lenientSafeParse<S extends z.ZodType>(
  schema: S,
  input: unknown,
  leniency: Leniency = "body",
): LenientResult<z.output<S>> {
  let current = input;
  let copied = false;
  const ignored: string[] = [];
  const repaired = new Set<string>();
  for (let round = 0; ; round++) {
    const result = schema.safeParse(current);
    if (result.success) return { success: true, data: result.data, ignored };
    const issues = result.error.issues;
    const fresh = issues
      .flatMap((issue) => repairsFor(issue, current, [], leniency) ?? [])
      .filter((repair) => !repaired.has(joinPath(repair.path)));
    if (fresh.length === 0 || round === MAX_ROUNDS) return { success: false, issues, input: current, ignored };
    if (!copied) {
      current = structuredClone(current);
      copied = true;
    }
    for (const repair of fresh) {
      const key = joinPath(repair.path);
      if (repaired.has(key)) continue;
      repaired.add(key);
      repair.apply(current);
      if (repair.ignored) ignored.push(repair.ignored);
    }
  }
}
