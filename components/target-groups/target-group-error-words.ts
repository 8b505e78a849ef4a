import type { ApiErrorItem } from "@/lib/client/api-client.ts";
import {
  invalidTargetGroup,
  streakCountRequired,
  streaksRequired,
  targetGroupNameTaken,
  targetGroupNotFound,
  targetNameTooLong,
} from "@/lib/errors/catalogue.ts";
import { fieldOfError } from "@/lib/errors/read-error.ts";

/** Where the builder shows an API refusal: beside the field or section it concerns, else above the buttons. */
export type ProblemPlace = "name" | "targets" | "streaks" | "form";

const STREAKS_REQUIRED =
  "A STREAKS group needs at least one streak: add a streak below, or choose another tracking type.";
const STREAK_COUNT_REQUIRED = "Each streak needs a count: how many times in a row the target must be met.";
const TARGET_NAME_TOO_LONG = "A target name can be at most 200 characters long.";

const API_WORDS: Record<number, string> = {
  [targetGroupNameTaken.code]:
    "Another target group of this organization already has this name (names are compared ignoring case, deactivated groups included). Choose another name.",
  [streaksRequired.code]: STREAKS_REQUIRED,
  [streakCountRequired.code]: STREAK_COUNT_REQUIRED,
  [targetNameTooLong.code]: TARGET_NAME_TOO_LONG,
  [invalidTargetGroup.code]: "The service refused one of the values as invalid; check the fields and try again.",
  [targetGroupNotFound.code]: "This target group does not exist in your organization any more.",
  401: "Your session has ended; sign in again.",
  403: "Your account lacks the Default access group that target groups need.",
};
const PLACES: readonly ProblemPlace[] = ["name", "targets", "streaks"];

/** The builder's section for the field the catalogue names for the error ("targets.name" is in targets). */
function placeOf(item: ApiErrorItem): ProblemPlace {
  const section = fieldOfError(item)?.split(".")[0];
  return PLACES.find((place) => place === section) ?? "form";
}

/** An API error item in plain words, with its code and message kept for reference. */
export function describeTargetGroupError(item: ApiErrorItem): { place: ProblemPlace; text: string } {
  const words = API_WORDS[item.code];
  return words
    ? { place: placeOf(item), text: `${words} (${item.code}: ${item.message})` }
    : { place: "form", text: `${item.message} (${item.code})` };
}

const WHOLE_NUMBER_FIELDS =
  /^(totalPeriods|frequency|recurringCycles|preferredTillId|streaks\.\d+\.targetCountOfSequence)$/;

const SCHEMA_WORDS: [RegExp, string][] = [
  [/^must not be empty$/, "This cannot be empty."],
  [/^must be after startDate$/, "The end must be after the start."],
  [/^expected a real date-time/, "Enter a real date and time."],
  [/^is required for EVENT_ATTRIBUTE targets$/, "An EVENT_ATTRIBUTE target needs the event attribute to sum."],
  [/^has more values than the group has periods$/, "There are more default values than periods."],
  [/^is not valid JSON$/, "This is not valid JSON."],
];

/**
 * A schema issue (from the API's own schema, run in the browser) in the same words the API's refusal
 * would get: where the spec gives a code, the code is named too.
 */
export function describeFieldError(path: string, error: { type?: string; message?: string }): string {
  const message = error.message ?? "";
  if (path === "streaks") return `${STREAKS_REQUIRED} (310101)`;
  if (/^streaks\.\d+\.targetCountOfSequence$/.test(path) && error.type === "invalid_type")
    return `${STREAK_COUNT_REQUIRED} (310106)`;
  if (/^targets\.\d+\.name$/.test(path) && error.type === "too_big") return `${TARGET_NAME_TOO_LONG} (310008)`;
  if (error.type === "invalid_type" && /number|int/.test(message))
    return WHOLE_NUMBER_FIELDS.test(path) ? "Enter a whole number." : "Enter a number.";
  const limit = /^at most (\d+) characters$/.exec(message);
  if (limit) return `This can be at most ${limit[1]} characters long.`;
  const bound = /expected (?:number|int) to be ([<>])=?(-?[\d.]+)/.exec(message);
  if (bound) return bound[1] === ">" ? `This must be at least ${bound[2]}.` : `This must be at most ${bound[2]}.`;
  const known = SCHEMA_WORDS.find(([pattern]) => pattern.test(message));
  if (known) return known[1];
  return message ? `${message.charAt(0).toUpperCase()}${message.slice(1)}.` : "This value is not accepted.";
}
