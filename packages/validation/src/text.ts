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
