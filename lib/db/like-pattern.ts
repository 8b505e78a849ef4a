/**
 * A LIKE pattern matching any text that contains `text`, with `%`, `_` and `\` taken literally. Use it
 * with `ESCAPE '\'` (in a Prisma.sql template: ESCAPE '\\').
 */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A LIKE pattern matching any text that starts with `text`, escaped as containsPattern's. */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
