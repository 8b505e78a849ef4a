import { describeIssue, type IssueMapper } from "../validation/describe-issue.ts";
import { valueAt } from "../validation/lenient-parse.ts";
import { invalidTargetGroup, streakCountRequired, streaksRequired, targetNameTooLong } from "../errors/catalogue.ts";

/** Gives schema issues the target-group codes: specific ones where the spec names them, 300004 otherwise. */
export const mapTargetGroupIssue: IssueMapper = (issue, input) => {
  const [head, , field] = issue.path;
  if (head === "targets" && field === "name" && issue.code === "too_big") return targetNameTooLong();
  if (head === "streaks" && issue.path.length === 1 && issue.code === "custom") return streaksRequired();
  if (head === "streaks" && field === "targetCountOfSequence" && valueAt(input, issue.path) == null)
    return streakCountRequired();
  return invalidTargetGroup(issue.path.map(String).join("."), describeIssue(issue));
};
