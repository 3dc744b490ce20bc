import { z } from 'zod';
import { EDITION_IDS, parseEditionOrigins } from '@lumen/i18n/editions';

/**
 * `EDITION_SITE_URLS` (`fr=https://…,au=https://…`): each edition's public origin. Read by the
 * site and by the gateway (its own error page picks the language by host), so one schema gives
 * both the same rule and the same message for a bad pair.
 */
export const EditionSiteUrlsSchema = z
  .string()
  .default('')
  .transform((raw, ctx) => {
    const { origins, invalid } = parseEditionOrigins(raw);
    for (const pair of invalid) {
      ctx.addIssue({
        code: 'custom',
        message: `"${pair}" is not edition=url (editions: ${EDITION_IDS.join(', ')})`,
      });
    }
    return origins;
  });
