/**
 * Single-line text (search terms, slugs, filter values) never holds control characters: C0
 * (U+0000-U+001F) or DEL. A NUL would even fail in PostgreSQL, as an internal error instead
 * of the client's mistake. Every text input of the REST and GraphQL APIs uses this one rule.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;
export const NO_CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';
/** The same characters, every run of them, for text that replaces them rather than refusing. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER_RUNS = /[\u0000-\u001f\u007f]+/g;

/**
 * The invisible characters that change how the text around them is laid out: the bidi
 * embeddings and overrides (U+202A-U+202E), the isolates (U+2066-U+2069) and the direction
 * marks (U+200E, U+200F, U+061C). Stored in a name, they make "Anna" read as another name in a
 * staff list, a CSV or an e-mail, and two names that look the same differ.
 */
const BIDI_CONTROLS = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
/** C0, DEL and C1 (U+0080-U+009F) controls. */
const CONTROLS = '\\u0000-\\u001f\\u007f-\\u009f';
/** The same, less tab, line feed and carriage return, which a message's lines need. */
const CONTROLS_EXCEPT_LINES = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f';

/** One line of text a visitor sends and staff read back: no control or bidi character. */
export const PLAIN_LINE = new RegExp(`^[^${CONTROLS}${BIDI_CONTROLS}]*$`);
/** The same for a message of several lines: its line breaks and tabs are allowed. */
export const PLAIN_LINES = new RegExp(`^[^${CONTROLS_EXCEPT_LINES}${BIDI_CONTROLS}]*$`);
