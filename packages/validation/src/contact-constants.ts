// The write-to-us form's choices and limits, without zod: the form renders from these in
// the page's first script, and loads the schema (contact.ts) only on submit.

export const CONTACT_SUBJECTS = [
  'product-enquiry',
  'quotation',
  'technical-support',
  'order-delivery',
  'lighting-design',
  'other',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** The countries the company sells in, and everywhere else (export sales). */
export const CONTACT_COUNTRIES = ['GB', 'IE', 'FR', 'AU', 'NZ', 'OTHER'] as const;
export type ContactCountry = (typeof CONTACT_COUNTRIES)[number];

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  message: 5000,
  messageMin: 10,
  /** The honeypot: whatever a bot types, a browser's hidden field stays empty. */
  website: 500,
} as const;

/** The fields the visitor fills in, in the order the form shows them. */
export type ContactField =
  'name' | 'email' | 'phone' | 'country' | 'subject' | 'message' | 'consent';
