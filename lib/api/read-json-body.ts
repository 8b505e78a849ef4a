import { bodyTooLarge, malformedJson, unsupportedMediaType } from "../errors/catalogue.ts";
import { readBoundedBody } from "../http/read-bounded-body.ts";
import { assertCleanInput } from "../validation/input-strings.ts";

export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

function isJsonContentType(value: string | null): boolean {
  const type = (value ?? "").split(";")[0].trim().toLowerCase();
  return type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);
}

/**
 * Reads at most limitBytes of a JSON body; the wrong media type, oversize and malformed JSON are refused, and
 * so is a string no operation takes (too long, NUL, unpaired surrogate: lib/validation/input-strings.ts).
 */
export async function readJsonBody(request: Request, limitBytes = DEFAULT_BODY_LIMIT_BYTES): Promise<unknown> {
  if (!isJsonContentType(request.headers.get("content-type"))) throw unsupportedMediaType();
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limitBytes) throw bodyTooLarge(limitBytes);
  if (!request.body) throw malformedJson("the body is empty");

  const chunks = await readBoundedBody(request.body, limitBytes);
  const text = new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
  if (!text.trim()) throw malformedJson("the body is empty");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw malformedJson(error instanceof SyntaxError ? error.message : "unparseable");
  }
  assertCleanInput(parsed);
  return parsed;
}
