import { STAFF_MESSAGE_NAMESPACES } from '@lumen/site-shell/root/root.server.ts';

/**
 * The message namespaces the site's pages never show, left out of every page's root data
 * (about 16 KB of the 27 KB of English messages, issue 9): the staff console's, and the
 * campaigns app's forms, promotions and datasheet. `omitted-messages.server.test.ts` fails when the
 * site's code names a key in one of them.
 */
export const OMITTED_MESSAGE_NAMESPACES = [
  ...STAFF_MESSAGE_NAMESPACES,
  'expressLeaderboard',
  'goldenTicket',
  'invoiceUpload',
  'landing',
  'quoteRequest',
  'ziignaBuilder',
  'ziignaDatasheet',
];
