// LIKE patterns from what people typed: their `%`, `_` and `\` are letters to look for, not
// wildcards (PostgreSQL's default escape character is the backslash).

/** `text` with `%`, `_` and `\` escaped, to place inside a LIKE pattern. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A LIKE pattern matching `text` anywhere. */
export const containsPattern = (text: string): string => `%${likeLiteral(text)}%`;
