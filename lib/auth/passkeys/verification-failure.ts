/** Why the library refused an answer, in a line: its messages name the mismatch, never a secret. */
export function verificationFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : "unreadable answer";
  return Array.from(message.replace(/\s+/g, " ")).slice(0, 200).join("");
}
