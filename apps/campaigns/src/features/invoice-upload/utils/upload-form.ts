// The form's fields and messages, without zod: these are in the upload page's first script;
// the schema's verdict (check-upload.ts) loads when the visitor starts on the form.
import type { MessageKey } from '@lumen/i18n/messages';

export type UploadValues = {
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  gdprConsent: boolean;
};

export type TextField = Exclude<keyof UploadValues, 'gdprConsent'>;
/** Fields that can carry a message; `file` is the file input. */
export type UploadField = TextField | 'file';

/** In the form's order: the first one with a message takes the focus. */
export const UPLOAD_FIELDS: readonly UploadField[] = [
  'firstName',
  'lastName',
  'companyName',
  'email',
  'file',
];

export const EMPTY_UPLOAD: UploadValues = {
  firstName: '',
  lastName: '',
  companyName: '',
  email: '',
  gdprConsent: false,
};

export type UploadErrors = Partial<Record<UploadField, MessageKey>>;
