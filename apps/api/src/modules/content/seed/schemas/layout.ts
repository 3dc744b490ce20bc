import { LOCALES } from '@lumen/i18n';
import { z } from 'zod';
import { menuFields } from '../catalogue-fields.ts';
import type { ContentType } from '../define.ts';
import { link, media, order, text } from '../fields.ts';

export const searchHeader: ContentType = {
  collection: 'searchHeader',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({
    heroImage: media,
    searchTitle: text,
    closeButton: text,
    searchPlaceholder: text,
    alternativeText: text,
    noDataText: text,
  }),
};

export const countries: ContentType = {
  collection: 'countries',
  format: 'yaml',
  schema: z.strictObject({
    countryId: z.number().int().min(1).max(5),
    lang: z.enum(LOCALES),
    flag: media,
    orderId: order,
    name: text,
  }),
};

const ChildMenu = z.strictObject({
  id: text,
  childmenuName: text,
  url: link,
  externalLink: z.boolean(),
  childmenuOrder: order,
});

const SubMenu = z.strictObject({
  id: text,
  submenuName: text,
  url: link.nullable(),
  heading: text.nullable(),
  class: text.nullable(),
  submenuOrder: order,
  /** The products menu's main category slug (/select-range?categorySlug=). */
  key: text.nullable(),
  child_menus: z.array(ChildMenu),
});

export const menus: ContentType = {
  collection: 'menus',
  format: 'yaml',
  schema: z.strictObject({
    orderId: order,
    menuName: text,
    url: link.nullable(),
    class: text.nullable(),
    image: media,
    imageTitle: text,
    imageSubTitle: text,
    imageSubTitleLink: link,
    sub_menus: z.array(SubMenu),
  }),
  prepare: menuFields,
};

export const footer: ContentType = {
  collection: 'footer',
  format: 'yaml',
  singleton: true,
  schema: z.strictObject({
    newsletter: z.strictObject({ title: text, subTitle: text, label: text, button: text }),
    addresses: z.array(z.strictObject({ title: text, value: text, showTitle: z.boolean() })),
    contactDetails: z.array(
      z.strictObject({ orderId: order, title: text, value: text, link: link.nullable() }),
    ),
    footerLinks: z.array(z.strictObject({ footerName: text, link })),
    legalLinks: z.array(z.strictObject({ title: text, url: link, externalLink: z.boolean() })),
    awards: z.array(
      z.strictObject({ id: text, title: text, url: link, logo: media, certificateFile: media }),
    ),
    socialMedia: z.array(z.strictObject({ name: text, url: link, icon: media, orderId: order })),
    supportHours: text,
    copyright: text,
  }),
};
