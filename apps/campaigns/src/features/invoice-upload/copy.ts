/*
 * The World Cup competition pages' copy. Promotion pages are English only (spec §9: only the
 * en-GB alternate), so their text is not in @lumen/i18n's tables. Validation and outcome
 * messages are the shared schema's @lumen/i18n keys (utils/message-text.ts), so the French
 * edition shows those in French inside the English page, as the golden ticket does.
 */
export const INVOICE_UPLOAD_COPY = {
  worldCup: {
    title: 'World Cup invoice competition',
    description:
      'Bought a Lumen product between 1 November 2022 and 19 December 2022? Upload your invoice to enter the World Cup competition.',
    heading: 'World Cup competition',
    /** Fixed English text (spec §2.4): the purchase window is 1 Nov to 19 Dec 2022 (§9). */
    text: 'To enter the World Cup competition, upload an invoice for a Lumen product bought between 1 November 2022 and 19 December 2022.',
    enter: 'Enter Competition',
    back: 'Back',
  },
  upload: {
    title: 'Upload Invoice',
    description:
      'Upload the invoice for your Lumen purchase, as a PDF or a picture, to enter the competition.',
    heading: 'Upload Invoice',
    intro: 'Fill in your details and choose your invoice: a PDF or a picture of up to 10 MB.',
    firstName: 'First name',
    lastName: 'Last name',
    companyName: 'Company name',
    email: 'E-mail',
    file: 'Invoice',
    fileHint: 'PDF, JPEG, PNG, WebP or HEIC, up to 10 MB',
    chosenFile: (name: string) => `Chosen: ${name}`,
    gdpr: 'I agree that Lumen may keep my details and contact me about offers and competitions (optional).',
    terms: 'Terms and conditions',
    back: 'Back',
    submit: 'Enter Competition',
    submitting: 'Uploading…',
    progressLabel: 'Upload progress',
    reference: (reference: string) => `Your reference: ${reference}.`,
    openUntil: (day: string) => `The competition is open: invoices are accepted until ${day}.`,
  },
} as const;
