import { MAIN_CATEGORIES } from '#src/seed/taxonomy.ts';
import { SINGLETON_ID } from '../collections.ts';
import { entry, media, type Fields, type SeedDoc } from './define.ts';

/** Header country selector. Each regional edition lists its own country first. */
function countries(): SeedDoc[] {
  const list = [
    {
      id: 'uk',
      countryId: 1,
      lang: 'en-GB',
      en: 'United Kingdom',
      fr: 'Royaume-Uni',
      order: 1,
      au: 3,
      nz: 3,
    },
    { id: 'ie', countryId: 5, lang: 'en-GB', en: 'Ireland', fr: 'Irlande', order: 2, au: 4, nz: 4 },
    { id: 'fr', countryId: 3, lang: 'fr-FR', en: 'France', fr: 'France', order: 3, au: 5, nz: 5 },
    {
      id: 'au',
      countryId: 2,
      lang: 'en-AU',
      en: 'Australia',
      fr: 'Australie',
      order: 4,
      au: 1,
      nz: 2,
    },
    {
      id: 'nz',
      countryId: 4,
      lang: 'en-NZ',
      en: 'New Zealand',
      fr: 'Nouvelle-Zélande',
      order: 5,
      au: 2,
      nz: 1,
    },
  ];
  return list.flatMap((c) =>
    entry('countries', c.id, {
      shared: {
        countryId: c.countryId,
        lang: c.lang,
        flag: media(`flags/${c.id}.svg`),
        orderId: c.order,
      },
      en: { name: c.en },
      fr: { name: c.fr, ...(c.id === 'fr' ? { orderId: 1 } : { orderId: c.order + 1 }) },
      au: { orderId: c.au },
      nz: { orderId: c.nz },
    }),
  );
}

function searchHeader(): SeedDoc[] {
  return entry('searchHeader', SINGLETON_ID, {
    shared: { heroImage: media('search/search-hero.jpg') },
    en: {
      searchTitle: 'Find the right light',
      closeButton: 'Close',
      searchPlaceholder: 'Search by product name, range or part code',
      alternativeText: 'A warehouse aisle lit by rows of Lumen Lighting high bays',
      noDataText: 'No products match your search. Try a range name such as AURA or a part code.',
    },
    fr: {
      searchTitle: 'Trouvez l’éclairage qu’il vous faut',
      closeButton: 'Fermer',
      searchPlaceholder: 'Rechercher par nom de produit, gamme ou référence',
      alternativeText:
        'Une allée d’entrepôt éclairée par des rangées de cloches industrielles Lumen Lighting',
      noDataText:
        'Aucun produit ne correspond à votre recherche. Essayez un nom de gamme comme AURA ou une référence.',
    },
  });
}

type Child = { id: string; name: string; url: string; external?: boolean };
type Sub = {
  id: string;
  name: string;
  url?: string;
  heading?: string;
  key?: string;
  children: Child[];
};

function subMenus(subs: Sub[]): Fields[] {
  return subs.map((s, i) => ({
    id: s.id,
    submenuName: s.name,
    url: s.url ?? null,
    heading: s.heading ?? null,
    class: null,
    submenuOrder: i + 1,
    key: s.key ?? null,
    child_menus: s.children.map((c, j) => ({
      id: c.id,
      childmenuName: c.name,
      url: c.url,
      externalLink: c.external === true,
      childmenuOrder: j + 1,
    })),
  }));
}

/** Products menu (orderId 1): main categories as sub menus, their sub categories as children. */
function productSubMenus(lang: 'en' | 'fr'): Fields[] {
  return subMenus(
    MAIN_CATEGORIES.map((c) => ({
      id: `products-${c.key}`,
      name: c.name[lang],
      key: c.slug[lang],
      url: `/select-range?category=${encodeURIComponent(c.name[lang])}&categorySlug=${c.slug[lang]}`,
      children: c.subCategories.map((sc, i) => ({
        id: `products-${c.key}-${i + 1}`,
        name: sc[lang],
        url: `/products?name=${encodeURIComponent(sc[lang])}`,
      })),
    })),
  );
}

const rangeUrl = (categoryKey: string, range: string) => {
  const cat = MAIN_CATEGORIES.find((c) => c.key === categoryKey);
  return `/products/${cat?.slug.en ?? categoryKey}?rangeFilter=${encodeURIComponent(range)}`;
};
const rangeUrlFr = (categoryKey: string, range: string) => {
  const cat = MAIN_CATEGORIES.find((c) => c.key === categoryKey);
  return `/products/${cat?.slug.fr ?? categoryKey}?rangeFilter=${encodeURIComponent(range)}`;
};

function rangesSubMenus(lang: 'en' | 'fr'): Fields[] {
  const url = lang === 'en' ? rangeUrl : rangeUrlFr;
  const t = (en: string, fr: string) => (lang === 'en' ? en : fr);
  return subMenus([
    {
      id: 'ranges-indoor',
      name: t('Indoor ranges', 'Gammes intérieures'),
      heading: t('For offices, homes and retail', 'Pour les bureaux, l’habitat et le commerce'),
      children: [
        { id: 'ranges-aura', name: 'AURA', url: url('downlights', 'AURA') },
        { id: 'ranges-vega', name: 'VEGA', url: url('downlights', 'VEGA') },
        { id: 'ranges-optima', name: 'OPTIMA', url: url('panels', 'OPTIMA') },
        { id: 'ranges-galleria', name: 'GALLERIA', url: url('track-lighting', 'GALLERIA') },
      ],
    },
    {
      id: 'ranges-industrial',
      name: t('Industrial and outdoor', 'Industrie et extérieur'),
      heading: t(
        'For warehouses, car parks and sites',
        'Pour les entrepôts, parkings et chantiers',
      ),
      children: [
        { id: 'ranges-titan', name: 'TITAN', url: url('high-bays', 'TITAN') },
        { id: 'ranges-strata', name: 'STRATA', url: url('linear', 'STRATA') },
        { id: 'ranges-beacon', name: 'BEACON', url: url('floodlights', 'BEACON') },
        { id: 'ranges-harbour', name: 'HARBOUR', url: url('bulkheads', 'HARBOUR') },
      ],
    },
    {
      id: 'ranges-configurable',
      name: t('Configurable lighting', 'Éclairage configurable'),
      heading: t('Made to your drawings', 'Fabriqué selon vos plans'),
      children: [
        {
          id: 'ranges-ziigna',
          name: t('Ziigna linear lighting', 'Éclairage linéaire Ziigna'),
          url: '/ziigna-linear-lighting',
        },
        {
          id: 'ranges-ziigna-builder',
          name: t('Ziigna builder', 'Configurateur Ziigna'),
          url: '/ziigna-linear-lighting/builder',
        },
      ],
    },
  ]);
}

function servicesSubMenus(lang: 'en' | 'fr', region: 'uk' | 'anz'): Fields[] {
  const t = (en: string, fr: string) => (lang === 'en' ? en : fr);
  const design: Child[] = [
    {
      id: 'services-lighting-design',
      name: t('Free lighting design', 'Étude d’éclairage gratuite'),
      url: '/lighting-design',
    },
    {
      id: 'services-energy-calculator',
      name: t('Energy saving calculator', 'Calculateur d’économies d’énergie'),
      url: '/energy-saving-calculator',
    },
  ];
  if (region === 'uk') {
    design.push({
      id: 'services-vegas-calculator',
      name: t('VEGAS emergency calculator', 'Calculateur de secours VEGAS'),
      url: '/vegas-calculator',
    });
  }
  const support: Child[] = [
    { id: 'services-warranty', name: t('Warranty', 'Garantie'), url: '/on-site-warranty' },
    { id: 'services-faq', name: t('FAQ', 'FAQ'), url: '/faq' },
  ];
  if (region === 'uk') {
    support.unshift({
      id: 'services-conversions',
      name: t('Customised conversions', 'Conversions sur mesure'),
      url: '/customised-conversions',
    });
    support.push({
      id: 'services-trade-portal',
      name: t('Trade portal', 'Portail professionnel'),
      url: 'https://portal.lumen-lighting.example/',
      external: true,
    });
  } else {
    support.push({
      id: 'services-trade-portal-anz',
      name: 'Trade portal (ANZ)',
      url: 'https://anz.portal.lumen-lighting.example/',
      external: true,
    });
  }
  return subMenus([
    {
      id: 'services-design',
      name: t('Design and planning', 'Conception et études'),
      children: design,
    },
    { id: 'services-support', name: t('Support', 'Assistance'), children: support },
  ]);
}

function resourcesSubMenus(lang: 'en' | 'fr', region: 'uk' | 'anz'): Fields[] {
  const t = (en: string, fr: string) => (lang === 'en' ? en : fr);
  const library: Child[] = [
    {
      id: 'resources-catalogue',
      name: t('Product catalogue', 'Catalogue produits'),
      url: '/product-catalogue',
    },
    {
      id: 'resources-guides',
      name: t('Lighting guides', 'Guides d’éclairage'),
      url: '/lighting-guides',
    },
    { id: 'resources-videos', name: t('How-to videos', 'Vidéos pratiques'), url: '/videos' },
    {
      id: 'resources-case-studies',
      name: t('Case studies', 'Études de cas'),
      url: '/case-studies',
    },
  ];
  if (region === 'uk') {
    library.push({
      id: 'resources-visitor-centre',
      name: t('Virtual visitor centre', 'Showroom virtuel'),
      url: '/virtual-visitor-centre',
    });
  }
  return subMenus([
    { id: 'resources-library', name: t('Library', 'Documentation'), children: library },
    {
      id: 'resources-data',
      name: t('Product data', 'Données produits'),
      children: [
        {
          id: 'resources-etim',
          name: t('ETIM classification', 'Classification ETIM'),
          url: 'https://www.etim-international.com/',
          external: true,
        },
        {
          id: 'resources-eprel',
          name: t('EU energy label database', 'Base européenne des étiquettes énergie'),
          url: 'https://eprel.ec.europa.eu/',
          external: true,
        },
      ],
    },
  ]);
}

function aboutSubMenus(lang: 'en' | 'fr'): Fields[] {
  const t = (en: string, fr: string) => (lang === 'en' ? en : fr);
  return subMenus([
    {
      id: 'about-company',
      name: t('Our company', 'Notre entreprise'),
      children: [
        { id: 'about-story', name: t('Our story', 'Notre histoire'), url: '/our-story' },
        { id: 'about-team', name: t('Meet the team', 'Notre équipe'), url: '/meet-the-team' },
        {
          id: 'about-sustainability',
          name: t('Sustainability', 'Développement durable'),
          url: '/sustainability',
        },
        { id: 'about-careers', name: t('Careers', 'Carrières'), url: '/careers' },
      ],
    },
    {
      id: 'about-news',
      name: t('News and contact', 'Actualités et contact'),
      children: [
        { id: 'about-latest-news', name: t('Latest news', 'Dernières actualités'), url: '/news' },
        { id: 'about-contact', name: t('Contact us', 'Nous contacter'), url: '/contact' },
        {
          id: 'about-linkedin',
          name: 'LinkedIn',
          url: 'https://www.linkedin.com/company/lumen-lighting-example',
          external: true,
        },
      ],
    },
  ]);
}

function menus(): SeedDoc[] {
  const menuImage = (id: string) => ({ image: media(`menus/${id}.jpg`) });
  return [
    ...entry('menus', 'products', {
      shared: { orderId: 1, url: '/products', class: 'mega', ...menuImage('products') },
      en: {
        menuName: 'Products',
        imageTitle: 'New: AURA colour-switch downlight',
        imageSubTitle: 'Three colour temperatures, one fire-rated fitting',
        imageSubTitleLink: '/products/downlights?rangeFilter=AURA',
        sub_menus: productSubMenus('en'),
      },
      fr: {
        menuName: 'Produits',
        imageTitle: 'Nouveau : le spot AURA à couleur réglable',
        imageSubTitle: 'Trois températures de couleur, un seul spot coupe-feu',
        imageSubTitleLink: '/products/spots-encastres?rangeFilter=AURA',
        sub_menus: productSubMenus('fr'),
      },
    }),
    ...entry('menus', 'ranges', {
      shared: { orderId: 2, url: null, class: 'mega', ...menuImage('ranges') },
      en: {
        menuName: 'Ranges',
        imageTitle: 'Ziigna linear lighting',
        imageSubTitle: 'Configure a continuous run to the millimetre',
        imageSubTitleLink: '/ziigna-linear-lighting',
        sub_menus: rangesSubMenus('en'),
      },
      fr: {
        menuName: 'Gammes',
        imageTitle: 'Éclairage linéaire Ziigna',
        imageSubTitle: 'Configurez une ligne continue au millimètre près',
        sub_menus: rangesSubMenus('fr'),
      },
    }),
    ...entry('menus', 'services', {
      shared: { orderId: 3, url: null, class: null, ...menuImage('services') },
      en: {
        menuName: 'Services',
        imageTitle: 'Free lighting design',
        imageSubTitle:
          'Send us a plan; our engineers return a compliant layout within five working days',
        imageSubTitleLink: '/lighting-design',
        sub_menus: servicesSubMenus('en', 'uk'),
      },
      fr: {
        menuName: 'Services',
        imageTitle: 'Étude d’éclairage gratuite',
        imageSubTitle:
          'Envoyez-nous un plan : nos ingénieurs vous renvoient une implantation conforme sous cinq jours ouvrés',
        sub_menus: servicesSubMenus('fr', 'uk'),
      },
      // Conversions, the VEGAS calculator and the UK trade portal are UK services.
      au: { sub_menus: servicesSubMenus('en', 'anz') },
      nz: { sub_menus: servicesSubMenus('en', 'anz') },
    }),
    ...entry('menus', 'resources', {
      shared: { orderId: 4, url: null, class: null, ...menuImage('resources') },
      en: {
        menuName: 'Resources',
        imageTitle: 'The 2027 catalogue is here',
        imageSubTitle: 'Over 1,500 luminaires, lamps and controls',
        imageSubTitleLink: '/product-catalogue',
        sub_menus: resourcesSubMenus('en', 'uk'),
      },
      fr: {
        menuName: 'Ressources',
        imageTitle: 'Le catalogue 2027 est disponible',
        imageSubTitle: 'Plus de 1 500 luminaires, lampes et commandes',
        sub_menus: resourcesSubMenus('fr', 'uk'),
      },
      // The visitor centre is the Manchester showroom; it has no counterpart in Australasia.
      au: { sub_menus: resourcesSubMenus('en', 'anz') },
      nz: { sub_menus: resourcesSubMenus('en', 'anz') },
    }),
    ...entry('menus', 'about', {
      shared: { orderId: 5, url: null, class: null, ...menuImage('about') },
      en: {
        menuName: 'About',
        imageTitle: 'Carbon neutral since 2023',
        imageSubTitle: 'How we measure and cut the footprint of every luminaire',
        imageSubTitleLink: '/sustainability',
        sub_menus: aboutSubMenus('en'),
      },
      fr: {
        menuName: 'À propos',
        imageTitle: 'Neutres en carbone depuis 2023',
        imageSubTitle: 'Comment nous mesurons et réduisons l’empreinte de chaque luminaire',
        sub_menus: aboutSubMenus('fr'),
      },
    }),
    // Golden Ticket and the Express leaderboard run for UK and Irish installers only.
    ...entry('menus', 'promotions', {
      shared: { orderId: 6, url: null, class: 'highlight', ...menuImage('promotions') },
      en: {
        menuName: 'Promotions',
        imageTitle: 'Installer rewards',
        imageSubTitle: 'Register your purchases and collect points',
        imageSubTitleLink: '/goldenticket',
        sub_menus: subMenus([
          {
            id: 'promotions-current',
            name: 'Installer promotions',
            children: [
              { id: 'promotions-golden-ticket', name: 'Golden Ticket', url: '/goldenticket' },
              {
                id: 'promotions-express',
                name: 'Express leaderboard',
                url: '/express-leaderboard',
              },
              { id: 'promotions-invoice', name: 'Upload an invoice', url: '/upload-invoice' },
              { id: 'promotions-loyalty', name: 'Loyalty app', url: '/loyalty-app' },
            ],
          },
        ]),
      },
      fr: {
        menuName: 'Promotions',
        imageTitle: 'Avantages installateurs',
        imageSubTitle: 'Enregistrez vos achats et cumulez des points',
        sub_menus: subMenus([
          {
            id: 'promotions-current',
            name: 'Offres installateurs',
            children: [
              { id: 'promotions-golden-ticket', name: 'Golden Ticket', url: '/goldenticket' },
              { id: 'promotions-loyalty', name: 'Application fidélité', url: '/loyalty-app' },
            ],
          },
        ]),
      },
      au: { _hidden: true },
      nz: { _hidden: true },
    }),
  ];
}

function footer(): SeedDoc[] {
  const social = [
    {
      name: 'LinkedIn',
      url: 'https://www.linkedin.com/company/lumen-lighting-example',
      icon: media('social/linkedin.svg'),
      orderId: 1,
    },
    {
      name: 'YouTube',
      url: 'https://www.youtube.com/@lumenlighting-example',
      icon: media('social/youtube.svg'),
      orderId: 2,
    },
    {
      name: 'Instagram',
      url: 'https://www.instagram.com/lumenlighting.example',
      icon: media('social/instagram.svg'),
      orderId: 3,
    },
    {
      name: 'Facebook',
      url: 'https://www.facebook.com/lumenlighting.example',
      icon: media('social/facebook.svg'),
      orderId: 4,
    },
  ];
  const awards = [
    {
      id: 'iso-9001',
      title: 'ISO 9001:2015 Quality Management',
      url: 'https://www.iso.org/iso-9001-quality-management.html',
    },
    {
      id: 'iso-14001',
      title: 'ISO 14001:2015 Environmental Management',
      url: 'https://www.iso.org/iso-14001-environmental-management.html',
    },
    { id: 'carbon-neutral', title: 'Carbon Neutral Organisation 2026', url: '/sustainability' },
    {
      id: 'lighting-awards',
      title: 'Lighting Design Awards 2025: Luminaire of the Year',
      url: '/news/aura-wins-luminaire-of-the-year',
    },
  ].map((a) => ({
    ...a,
    logo: media(`awards/${a.id}.png`),
    certificateFile: media(`certificates/${a.id}.jpg`),
  }));
  const awardsFr = awards.map((a) => ({
    ...a,
    title:
      {
        'iso-9001': 'ISO 9001:2015 Management de la qualité',
        'iso-14001': 'ISO 14001:2015 Management environnemental',
        'carbon-neutral': 'Organisation neutre en carbone 2026',
        'lighting-awards': 'Lighting Design Awards 2025 : luminaire de l’année',
      }[a.id] ?? a.title,
  }));

  return entry('footer', SINGLETON_ID, {
    shared: { socialMedia: social, awards },
    en: {
      newsletter: {
        title: 'Stay in the light',
        subTitle: 'Product launches, project stories and technical guides, once a month.',
        label: 'Your email address',
        button: 'Subscribe',
      },
      addresses: [
        {
          title: 'Head office and showroom',
          value:
            'Lumen Lighting Ltd\nUnit 7, Meridian Park\nTrafford Way\nManchester M17 1AA\nUnited Kingdom',
          showTitle: true,
        },
        {
          title: 'Ireland',
          value:
            'Lumen Lighting Ireland\nUnit 12, Ballymount Business Park\nDublin 12, D12 XK20\nIreland',
          showTitle: true,
        },
      ],
      contactDetails: [
        { orderId: 1, title: 'UK sales', value: '+44 (0)161 496 0730', link: 'tel:+441614960730' },
        {
          orderId: 2,
          title: 'Ireland sales',
          value: '+353 (0)20 913 0192',
          link: 'tel:+353209130192',
        },
        { orderId: 3, title: 'Fax', value: '+44 (0)161 496 0731', link: null },
        {
          orderId: 4,
          title: 'Email',
          value: 'sales@lumen-lighting.example',
          link: 'mailto:sales@lumen-lighting.example',
        },
      ],
      footerLinks: [
        { footerName: 'Products', link: '/products/downlights' },
        { footerName: 'Case studies', link: '/case-studies' },
        { footerName: 'Product catalogue', link: '/product-catalogue' },
        { footerName: 'News', link: '/news' },
        { footerName: 'Careers', link: '/careers' },
        { footerName: 'Contact', link: '/contact' },
      ],
      legalLinks: [
        { title: 'Privacy policy', url: '/privacy-policy', externalLink: false },
        { title: 'Terms and conditions', url: '/terms-conditions', externalLink: false },
        {
          title: 'Modern slavery statement',
          url: 'https://www.lumen-lighting.example/modern-slavery-statement.pdf',
          externalLink: true,
        },
        { title: 'Sitemap', url: '/sitemap', externalLink: false },
      ],
      supportHours: 'Technical support: Monday to Friday, 07:30-17:30',
      copyright:
        '© 2026 Lumen Lighting Ltd. Registered in England and Wales, company no. 08123456.',
    },
    fr: {
      newsletter: {
        title: 'Restez dans la lumière',
        subTitle: 'Nouveautés, réalisations et guides techniques, une fois par mois.',
        label: 'Votre adresse e-mail',
        button: 'S’abonner',
      },
      addresses: [
        {
          title: 'Siège et showroom',
          value:
            'Lumen Lighting Ltd\nUnit 7, Meridian Park\nTrafford Way\nManchester M17 1AA\nRoyaume-Uni',
          showTitle: true,
        },
        {
          title: 'France',
          value: 'Lumen Lighting France SAS\n14 rue des Frères Lumière\n69008 Lyon\nFrance',
          showTitle: true,
        },
      ],
      contactDetails: [
        {
          orderId: 1,
          title: 'Ventes France',
          value: '+33 (0)4 65 71 20 40',
          link: 'tel:+33465712040',
        },
        {
          orderId: 2,
          title: 'Ventes Royaume-Uni',
          value: '+44 (0)161 496 0730',
          link: 'tel:+441614960730',
        },
        {
          orderId: 3,
          title: 'Ventes Irlande',
          value: '+353 (0)20 913 0192',
          link: 'tel:+353209130192',
        },
        { orderId: 4, title: 'Fax', value: '+44 (0)161 496 0731', link: null },
        {
          orderId: 5,
          title: 'E-mail',
          value: 'ventes@lumen-lighting.example',
          link: 'mailto:ventes@lumen-lighting.example',
        },
      ],
      footerLinks: [
        { footerName: 'Produits', link: '/products/spots-encastres' },
        { footerName: 'Études de cas', link: '/case-studies' },
        { footerName: 'Catalogue produits', link: '/product-catalogue' },
        { footerName: 'Actualités', link: '/news' },
        { footerName: 'Carrières', link: '/careers' },
        { footerName: 'Contact', link: '/contact' },
      ],
      legalLinks: [
        { title: 'Politique de confidentialité', url: '/privacy-policy', externalLink: false },
        { title: 'Conditions générales', url: '/terms-conditions', externalLink: false },
        {
          title: 'Déclaration sur l’esclavage moderne',
          url: 'https://www.lumen-lighting.example/modern-slavery-statement.pdf',
          externalLink: true,
        },
        { title: 'Plan du site', url: '/sitemap', externalLink: false },
      ],
      supportHours: 'Assistance technique : du lundi au vendredi, de 07:30 à 17:30',
      copyright:
        '© 2026 Lumen Lighting Ltd. Société immatriculée en Angleterre et au pays de Galles, n° 08123456.',
      awards: awardsFr,
    },
    au: {
      addresses: [
        {
          title: 'Australia',
          value:
            'Lumen Lighting Australia Pty Ltd\nUnit 4, 18 Lakeside Drive\nBurwood East VIC 3151\nAustralia',
          showTitle: true,
        },
        {
          title: 'Sydney warehouse',
          value: '22 Distribution Place\nEastern Creek NSW 2766\nAustralia',
          showTitle: true,
        },
      ],
      contactDetails: [
        { orderId: 1, title: 'Sales', value: '1300 975 707', link: 'tel:1300975707' },
        {
          orderId: 2,
          title: 'Melbourne office',
          value: '+61 3 7010 4321',
          link: 'tel:+61370104321',
        },
        {
          orderId: 3,
          title: 'Email',
          value: 'sales.au@lumen-lighting.example',
          link: 'mailto:sales.au@lumen-lighting.example',
        },
      ],
      supportHours: 'Technical support: Monday to Friday, 07:30-17:30 AEST',
      copyright: '© 2026 Lumen Lighting Australia Pty Ltd. ABN 12 345 678 901.',
    },
    nz: {
      addresses: [
        {
          title: 'New Zealand',
          value: 'Lumen Lighting NZ Ltd\n45 Ash Street\nAvondale, Auckland 1026\nNew Zealand',
          showTitle: true,
        },
      ],
      contactDetails: [
        { orderId: 1, title: 'Sales', value: '0800 555 016', link: 'tel:0800555016' },
        { orderId: 2, title: 'Auckland office', value: '+64 9 555 0142', link: 'tel:+6495550142' },
        {
          orderId: 3,
          title: 'Email',
          value: 'sales.nz@lumen-lighting.example',
          link: 'mailto:sales.nz@lumen-lighting.example',
        },
      ],
      supportHours: 'Technical support: Monday to Friday, 07:30-17:30 NZST',
      copyright: '© 2026 Lumen Lighting NZ Ltd. NZBN 9429000000000.',
    },
  });
}

export function layoutContent(): SeedDoc[] {
  return [...countries(), ...searchHeader(), ...menus(), ...footer()];
}
