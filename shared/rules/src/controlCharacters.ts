// One rule for "no control characters", used by the server's checks and the browsers' forms.
// PostgreSQL cannot store or compare U+0000 in text (queries failed with a 500), and the other
// C0 controls and DEL are never meant in a one-line field: they would reach e-mails and screens.
// Nor are the characters that show as nothing or steer how text is shown (issue 32): a
// right-to-left override makes "Acme Ltd" read backwards, a zero-width space makes two names
// that look alike two names, and they reach the same e-mails, screens, statements and PDFs.

/**
 * What a name, reference or note never holds (one-line or multi-line alike; a multi-line
 * field may keep its tab and line breaks):
 * - C0 controls (U+0000–U+001F), DEL (U+007F) and C1 controls (U+0080–U+009F): `\p{Cc}`;
 * - format characters, `\p{Cf}`: the bidi embeddings, overrides and isolates
 *   (U+202A–U+202E, U+2066–U+2069), the direction marks (U+200E, U+200F, U+061C), the
 *   zero-width space, joiners and word joiner (U+200B–U+200D, U+2060), the byte-order
 *   mark U+FEFF, the soft hyphen, invisible operators and tag characters;
 * - the line and paragraph separators (U+2028, U+2029), line breaks of their own;
 * - the rest of Unicode's default-ignorable set (Hangul fillers, variation selectors):
 *   they show as nothing too.
 * The same set as an e-mail address refuses (validation.ts).
 */
export const INVISIBLE_OR_CONTROL = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Zl}\p{Zp}]/u;

/** A control, format or otherwise invisible character (one code point), as above. */
export const isControlCharacter = (char: string): boolean => INVISIBLE_OR_CONTROL.test(char);

/** The line breaks and tab a multi-line text area may hold (a reason, a note). */
const LAYOUT_CHARACTERS = new Set(['\t', '\n', '\r']);

/** Whether a one-line value holds any control or invisible character. */
export const hasControlCharacter = (value: string): boolean => INVISIBLE_OR_CONTROL.test(value);

/** Whether a multi-line value holds a control or invisible character other than tab and line breaks. */
export const hasControlCharacterBesidesLayout = (value: string): boolean =>
  [...value].some((char) => isControlCharacter(char) && !LAYOUT_CHARACTERS.has(char));
