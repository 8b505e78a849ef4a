import { isDomainError, type DomainError } from "../errors/domain-error.ts";
import { bodyTooLarge, invalidInput } from "../errors/catalogue.ts";
import { readBoundedBody } from "../http/read-bounded-body.ts";
import { MAX_USERNAME_CHARS } from "./verify-credentials.ts";
import { describeInputProblem, findInputProblem, type InputProblem } from "../validation/input-strings.ts";

/** A sign-in form is a username, a password, a CSRF token and a callback URL: far below this. */
export const MAX_SIGN_IN_BODY_BYTES = 16 * 1024;

export const INVALID_SIGN_IN_ERROR = "InvalidInput";

/**
 * The body of a POST to next-auth's routes, read under MAX_SIGN_IN_BODY_BYTES (a larger one is refused with
 * 413 as soon as the cap is passed, never read whole), with every form field held to the rule of API input
 * (no NUL, no unpaired surrogate, bounded length: the username reaches the database). The bytes are given
 * back for the handlers that parse the form after this check. A refusal keeps next-auth's `{url}` shape, so
 * its client's signIn() reports an error.
 */
export async function readSignInBody(request: Request): Promise<Uint8Array<ArrayBuffer> | Response> {
  try {
    if (Number(request.headers.get("content-length") ?? "0") > MAX_SIGN_IN_BODY_BYTES)
      throw bodyTooLarge(MAX_SIGN_IN_BODY_BYTES);
    const body = Buffer.concat(request.body ? await readBoundedBody(request.body, MAX_SIGN_IN_BODY_BYTES) : []);
    const problem = formProblem(request.headers.get("content-type"), body.toString("utf8"));
    if (problem) throw invalidInput(describeInputProblem(problem), problem.path || undefined);
    return new Uint8Array(body);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return refusal(request, error);
  }
}

/** The first field next-auth would read (from a form or JSON; it ignores other bodies) that breaks the rule. */
function formProblem(contentType: string | null, text: string): InputProblem | undefined {
  if (contentType?.includes("application/x-www-form-urlencoded")) {
    for (const [name, value] of new URLSearchParams(text)) {
      if (name === "username" && value.length > MAX_USERNAME_CHARS)
        return { path: name, problem: `at most ${MAX_USERNAME_CHARS} characters` };
      const problem = findInputProblem({ [name]: value });
      if (problem) return problem;
    }
    return undefined;
  }
  if (!contentType?.includes("application/json")) return undefined;
  try {
    return findInputProblem(JSON.parse(text));
  } catch {
    return undefined;
  }
}

function refusal(request: Request, error: DomainError): Response {
  const target = new URL("/login", request.url);
  target.searchParams.set("error", INVALID_SIGN_IN_ERROR);
  return Response.json({ url: target.toString(), message: error.message }, { status: error.status });
}
