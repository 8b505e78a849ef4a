import type { z } from "zod";
import type { DomainError } from "../errors/domain-error.ts";

export type ZodIssue = z.core.$ZodIssue;

/** Lets an operation turn a schema issue into its spec code (e.g. 9006 for an invalid request type). */
export type IssueMapper = (issue: ZodIssue, input: unknown) => DomainError | undefined;

export const joinPath = (path: readonly PropertyKey[]) => path.map(String).join(".");

/**
 * "<field path>: <problem>" for one schema issue: the one place every family's validation message is made,
 * so a caller never has to bisect a body to find what was refused. Unknown keys are named with their
 * full path, a missing field says "is required", and a union names the types it takes.
 */
export function describeIssue(issue: ZodIssue): string {
  const at = (path: readonly PropertyKey[], problem: string) =>
    path.length ? `${joinPath(path)}: ${problem}` : problem;
  if (issue.code === "unrecognized_keys") {
    const fields = issue.keys.map((key) => joinPath([...issue.path, key]));
    return `${fields.join(", ")}: Unrecognized key${fields.length > 1 ? "s" : ""}`;
  }
  if (issue.code === "invalid_type" && /received undefined$/.test(issue.message))
    return at(issue.path, `is required (expected ${issue.expected})`);
  if (issue.code === "invalid_union" && issue.errors.length > 0) {
    const firsts = issue.errors.map((branch) => branch[0]).filter((first): first is ZodIssue => first !== undefined);
    if (firsts.every((first) => first.code === "invalid_type" && first.path.length === 0)) {
      const expected = [...new Set(firsts.map((first) => (first.code === "invalid_type" ? first.expected : "")))].join(
        " or ",
      );
      return at(issue.path, `expected ${expected}`);
    }
    const closest = firsts.find((first) => first.code !== "invalid_type" || first.path.length > 0) ?? firsts[0];
    if (closest) return describeIssue({ ...closest, path: [...issue.path, ...closest.path] });
  }
  return at(issue.path, issue.message);
}

/** The field path a describeIssue message starts with ("images.0.url: must be a URL"), if it names one. */
export function leadingPath(message: string): string | undefined {
  const colon = message.indexOf(": ");
  const path = colon > 0 ? message.slice(0, colon) : "";
  return /^[A-Za-z_]\w*(\.\w+)*$/.test(path) ? path : undefined;
}
