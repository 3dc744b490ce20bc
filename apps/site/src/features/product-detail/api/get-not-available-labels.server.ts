import type { Client } from '@urql/core';
import type { Locale } from '@lumen/i18n';
import { ProductHeaderQuery } from '@lumen/content-client/operations/catalogue';
import { queryContent } from '@lumen/site-shell/lib/content.server.ts';
import type { NotAvailableLabels } from '../types.ts';

/** The 'Product Not Available' dialog's text from content; the fixed strings stand in without it. */
export async function getNotAvailableLabels(
  client: Client,
  locale: Locale,
): Promise<NotAvailableLabels> {
  try {
    const { productHeader } = await queryContent(client, ProductHeaderQuery, { locale });
    return {
      title: productHeader?.notAvailableTitle ?? null,
      message: productHeader?.notAvailableMessage ?? null,
      button: productHeader?.notAvailableButton ?? null,
    };
  } catch (err) {
    console.error(`Product header unavailable: ${(err as Error).message}`);
    return { title: null, message: null, button: null };
  }
}
