import type { Country, Footer, Menu } from '#src/features/layout/types.ts';
import type { SeoContext } from '#src/lib/seo/meta.ts';

/** Layout content shaped like the content service's, small enough to read in a test. */
export const menus: Menu[] = [
  {
    id: 'products',
    menuName: 'Products',
    url: '/products',
    class: 'mega',
    orderId: 1,
    image: '/media/content/menus/products.jpg',
    imageTitle: 'New: AURA',
    imageSubTitle: 'Three colour temperatures',
    imageSubTitleLink: '/products/downlights?rangeFilter=AURA',
    sub_menus: [
      {
        id: 'downlights',
        submenuName: 'Downlights',
        url: '/select-range?category=Downlights&categorySlug=downlights',
        heading: null,
        class: null,
        submenuOrder: 1,
        key: 'downlights',
        child_menus: [
          {
            id: 'fire',
            childmenuName: 'Fire Rated',
            url: null,
            externalLink: false,
            childmenuOrder: 1,
          },
          {
            id: 'adj',
            childmenuName: 'Adjustable',
            url: null,
            externalLink: false,
            childmenuOrder: 2,
          },
        ],
      },
      {
        id: 'high-bays',
        submenuName: 'High Bays',
        url: null,
        heading: null,
        class: null,
        submenuOrder: 2,
        key: 'high-bays',
        child_menus: [],
      },
    ],
  },
  {
    id: 'resources',
    menuName: 'Resources',
    url: null,
    class: null,
    orderId: 2,
    image: null,
    imageTitle: null,
    imageSubTitle: null,
    imageSubTitleLink: null,
    sub_menus: [
      {
        id: 'library',
        submenuName: 'Library',
        url: null,
        heading: 'Read and watch',
        class: null,
        submenuOrder: 1,
        key: null,
        child_menus: [
          {
            id: 'news',
            childmenuName: 'News',
            url: '/news/latest',
            externalLink: false,
            childmenuOrder: 1,
          },
          {
            id: 'etim',
            childmenuName: 'ETIM',
            url: 'https://www.etim-international.com/',
            externalLink: true,
            childmenuOrder: 2,
          },
          {
            id: 'gt',
            childmenuName: 'Golden Ticket',
            url: '/goldenticket',
            externalLink: false,
            childmenuOrder: 3,
          },
        ],
      },
    ],
  },
  {
    id: 'shop',
    menuName: 'Trade shop',
    url: 'https://shop.example.com',
    class: null,
    orderId: 3,
    image: null,
    imageTitle: null,
    imageSubTitle: null,
    imageSubTitleLink: null,
    sub_menus: [],
  },
];

export const countries: Country[] = [
  { countryId: 1, name: 'United Kingdom', lang: 'en-GB', flag: '/media/flags/uk.svg', orderId: 1 },
  { countryId: 5, name: 'Ireland', lang: 'en-GB', flag: null, orderId: 2 },
  { countryId: 3, name: 'France', lang: 'fr-FR', flag: '/media/flags/fr.svg', orderId: 3 },
];

export const footer: Footer = {
  newsletter: {
    title: 'Stay in the light',
    subTitle: 'Monthly news',
    label: 'Your email',
    button: 'Sign up',
  },
  contactDetails: [
    { orderId: 3, title: 'Email', value: 'sales@example.com', link: 'mailto:sales@example.com' },
    { orderId: 1, title: 'UK sales', value: '+44 (0)161 496 0730', link: 'tel:+441614960730' },
    { orderId: 2, title: 'Melbourne', value: '+61 3 7010 4321', link: 'tel:+61370104321' },
  ],
  addresses: [{ title: 'Head office', value: '1 Example Road\nManchester', showTitle: true }],
  socialMedia: [
    { name: 'YouTube', url: 'https://youtube.example', icon: '/media/social/yt.svg', orderId: 2 },
    { name: 'LinkedIn', url: 'https://linkedin.example', icon: null, orderId: 1 },
  ],
  footerLinks: [{ footerName: 'Careers', link: '/careers' }],
  legalLinks: [
    { title: 'Privacy policy', url: '/privacy-policy', externalLink: false },
    { title: 'Modern slavery statement', url: 'https://example.com/msa.pdf', externalLink: true },
  ],
  awards: [
    {
      title: 'ISO 9001',
      logo: '/media/awards/iso.png',
      url: 'https://www.iso.org/',
      certificateFile: '/media/certificates/iso.jpg',
    },
    { title: 'Design award', logo: null, url: '/news/award', certificateFile: null },
  ],
  supportHours: 'Technical support: Monday to Friday, 07:30-17:30',
  copyright: '© 2026 Lumen Lighting Ltd.',
};

/** A French visitor's SEO context, with an origin for every edition. */
export const frenchSeoContext: SeoContext = {
  siteName: 'Lumen',
  locale: 'fr-FR',
  edition: 'fr',
  editionOrigins: {
    uk: 'https://www.example.co.uk',
    au: 'https://www.example.com.au',
    fr: 'https://www.example.fr',
    nz: 'https://www.example.co.nz',
  },
};
