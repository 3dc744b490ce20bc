import { z } from 'zod';
import { LOCALES } from '@lumen/i18n';
import type { MessageKey } from '@lumen/i18n/messages';
import { CONTACT_COUNTRIES, CONTACT_LIMITS, CONTACT_SUBJECTS } from './contact-constants.ts';
import { plainLine, plainLines } from './plain-text.ts';

/*
 * The write-to-us form (public-site §2 Contact; issue 10 point 4). The spec does not show its
 * fields, so these are what a lighting manufacturer's sales desk needs to answer: who (name,
 * e-mail, optional phone, country), about what (subject, message) and the visitor's consent to
 * being contacted. The site's form and POST /contact-messages parse with this one schema.
 *
 * Every issue's message is an @lumen/i18n message key: the form shows it in the visitor's
 * language, and API clients read a stable code beside the field it names.
 */

const msg = (key: MessageKey) => ({ message: key });

const line = (max: number, key: MessageKey) =>
  z.string(msg(key)).trim().min(1, msg(key)).max(max, msg(key)).check(plainLine);

export const CreateContactMessageSchema = z.strictObject({
  name: line(CONTACT_LIMITS.name, 'contactForm.error.name'),
  email: z
    .string(msg('contactForm.error.email'))
    .trim()
    .max(CONTACT_LIMITS.email, msg('contactForm.error.email'))
    .pipe(z.email(msg('contactForm.error.email'))),
  /** Optional; when given, digits with the usual separators and an optional leading +. */
  phone: z
    .string(msg('contactForm.error.phone'))
    .trim()
    .max(CONTACT_LIMITS.phone, msg('contactForm.error.phone'))
    .regex(/^$|^\+?[0-9][0-9 ().-]{5,}$/, msg('contactForm.error.phone'))
    .optional()
    .transform((v) => v || undefined),
  country: z.enum(CONTACT_COUNTRIES, msg('contactForm.error.country')),
  subject: z.enum(CONTACT_SUBJECTS, msg('contactForm.error.subject')),
  message: z
    .string(msg('contactForm.error.message'))
    .trim()
    .min(CONTACT_LIMITS.messageMin, msg('contactForm.error.message'))
    .max(CONTACT_LIMITS.message, msg('contactForm.error.message'))
    .check(plainLines),
  /** The visitor agrees to be contacted about the enquiry (privacy policy). */
  consent: z.literal(true, msg('contactForm.error.consent')),
  /** The language the visitor wrote in, so the reply can be in it. */
  locale: z.enum(LOCALES, msg('contactForm.error.locale')),
  /** Honeypot, hidden from people: a filled one marks a bot (docs/decisions/019). */
  website: z.string().max(CONTACT_LIMITS.website).optional(),
});
export type CreateContactMessage = z.input<typeof CreateContactMessageSchema>;
export type ContactMessageInput = z.output<typeof CreateContactMessageSchema>;

/** The answer to every accepted message, stored or caught by the honeypot alike. */
export const ContactMessageReceiptSchema = z.object({ received: z.literal(true) });
export type ContactMessageReceipt = z.infer<typeof ContactMessageReceiptSchema>;

export {
  CONTACT_COUNTRIES,
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  type ContactCountry,
  type ContactField,
  type ContactSubject,
} from './contact-constants.ts';
