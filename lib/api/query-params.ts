import { assertCleanInput } from "../validation/input-strings.ts";

/** Query parameters as a plain object (the first value of a repeated name), for the zod schemas. */
export function queryObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in out)) out[key] = value;
  return out;
}

/** Refuses (400, naming it) a query or path parameter no operation takes, before any schema reads it. */
export function assertCleanUrlInputs(url: URL, params: Readonly<Record<string, unknown>>): void {
  for (const [name, value] of url.searchParams) assertCleanInput({ [name]: value });
  assertCleanInput(params);
}
