/*
 * The Golden Ticket pages' copy. Promotion pages are English only (spec §9: only the en-GB
 * alternate), so their text is not in @lumen/i18n's tables; other editions show them in
 * English inside their own chrome. Validation and outcome messages are the shared schema's
 * keys (utils/issue-text.ts); the terms are content/terms-conditions.md.
 */
export const GOLDEN_TICKET_COPY = {
  title: 'Golden Ticket',
  description:
    'Found a Golden Ticket with your Lumen purchase in Ireland or the UK? Enter its serial number for an instant win and the weekly, monthly and star prize draws.',
  heading: 'Enter your Golden Ticket',
  intro:
    'Every Golden Ticket has an 8-character serial number. Enter it below with your details: you find out at once if you have won an instant prize, and every entry goes into the weekly, monthly and star prize draws.',
  firstName: 'First name',
  lastName: 'Surname',
  email: 'E-mail',
  serialNumber: 'Serial number',
  serialHint: '8 characters, as printed on your ticket',
  agreement:
    'I agree to receive marketing e-mails from Lumen and accept the Golden Ticket terms and conditions.',
  submit: 'Submit',
  submitting: 'Submitting…',
  termsLink: 'Golden Ticket terms and conditions',
  winnersLink: 'See the winners',
  fallbackError: 'Something went wrong!',
  /** When the promotion's dates could not be loaded: the form still works, the server decides. */
  datesUnavailable: 'The promotion dates could not be loaded just now.',
  promotionPeriod: (opens: string, closes: string) => `Promotion period: ${opens} to ${closes}.`,

  instantDraw: {
    title: 'Golden Ticket instant draw',
    description: 'The result of your Golden Ticket instant draw.',
    winnerHeading: 'INSTANT PRIZE WINNER',
    winnerText: (amount: string) =>
      `Congratulations! You have won a ${amount} Mastercard voucher. Choose where you live and we will send it to your e-mail address.`,
    locationLegend: 'Your location',
    ireland: 'Ireland',
    uk: 'UK',
    redeem: 'Redeem',
    redeeming: 'Redeeming…',
    loserHeading: 'Better luck next time',
    loserText: 'This ticket did not win an instant prize.',
    drawsNote: (date: string) =>
      `Your entry remains in the weekly, monthly and star prize draws up to ${date}.`,
    drawsNoteUndated: 'Your entry remains in the weekly, monthly and star prize draws.',
    backToEntry: 'Enter another ticket',
    checking: 'Loading your result…',
  },

  terms: {
    title: 'Golden Ticket terms and conditions',
    description:
      'The terms and conditions of the Lumen Golden Ticket promotion: who can enter, how, the prizes and the draws.',
    back: 'Back to the Golden Ticket',
  },

  winners: {
    title: 'Golden Ticket winners',
    description:
      'The winners of the Lumen Golden Ticket star prize, monthly, weekly and instant draws.',
    heading: 'Golden Ticket winners',
    star: 'Star prize',
    monthly: 'Monthly draws',
    weekly: 'Weekly draws',
    instant: 'Instant wins',
    name: 'Winner',
    date: 'Date',
    reward: 'Reward',
    empty: 'No winners yet.',
    none: 'No Golden Ticket winners have been published yet.',
    unavailable: 'The winners could not be loaded just now. Please try again later.',
    back: 'Back to the Golden Ticket',
  },
} as const;
