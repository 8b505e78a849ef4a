/**
 * A LIKE pattern matching any text that contains `text`, with `%`, `_` and `\` taken literally. Use it
 * with `ESCAPE '\'` (in a Prisma.sql template: ESCAPE '\\').
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
