import { CONTROL_CHARACTER_RUNS } from '@lumen/validation';

/** The longest file name kept: what the documents' `file_name` columns hold. */
export const MAX_FILE_NAME_LENGTH = 255;

/** Bidirectional overrides and isolates: "report\u202Efdp.exe" shows as "reportexe.pdf". */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/**
 * The sender's name for an uploaded file, as staff will see it: its last path segment, with
 * control and bidi-override characters removed, accents composed, at most 255 characters;
 * `fallback` when nothing is left. Only ever shown, never a storage path (keys are ours).
 */
export function cleanFileName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(CONTROL_CHARACTER_RUNS, '')
    .replace(BIDI_CONTROLS, '')
    .normalize('NFC')
    .trim();
  return [...cleaned].slice(0, MAX_FILE_NAME_LENGTH).join('').trim() || fallback;
}
