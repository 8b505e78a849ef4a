// What an attempt's log keeps of a text: at most `bytes` of UTF-8 without cutting a character in two, and no
// NUL (PostgreSQL's text refuses it), each replaced by U+FFFD as invalid UTF-8 already is.

const NUL = /\u0000/g;

export function logText(text: string, bytes: number): string {
  const encoded = Buffer.from(text.replace(NUL, "\uFFFD"), "utf8");
  if (encoded.length <= bytes) return encoded.toString("utf8");
  let end = bytes;
  // Back off continuation bytes (10xxxxxx) so the cut lands on a character's first byte.
  while (end > 0 && (encoded[end] & 0xc0) === 0x80) end--;
  return encoded.subarray(0, end).toString("utf8");
}

export const logHeaders = (headers: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.replace(NUL, "\uFFFD"), value.replace(NUL, "\uFFFD")]),
  );
