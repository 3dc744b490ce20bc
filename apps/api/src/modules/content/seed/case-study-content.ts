import { entry, media, type Fields, type SeedDoc } from './define.ts';

const CATEGORIES = [
  { id: 'retail', en: 'Retail', fr: 'Commerce' },
  { id: 'education', en: 'Education', fr: 'Enseignement' },
  { id: 'warehousing', en: 'Warehousing and logistics', fr: 'Entrepôts et logistique' },
  { id: 'healthcare', en: 'Healthcare', fr: 'Santé' },
  { id: 'hospitality', en: 'Hospitality', fr: 'Hôtellerie' },
  { id: 'manufacturing', en: 'Manufacturing', fr: 'Industrie' },
  { id: 'residential', en: 'Residential', fr: 'Résidentiel' },
  { id: 'sport', en: 'Sport and leisure', fr: 'Sport et loisirs' },
] as const;

type CategoryId = (typeof CATEGORIES)[number]['id'];

type Product = {
  range: string;
  en: string;
  fr: string;
  link: string;
  linkFr: string;
  motif: string;
};

type Copy = {
  title: string;
  description: string;
  totalSavingsValue: string;
  paybackPeriodValue: string;
  assumptionsValue: string;
  alts: string[];
};

type CaseStudySeed = {
  slug: string;
  orderId: number;
  date: string;
  categories: CategoryId[];
  products: Product[];
  /** Part numbers of the catalogue products the project used (shown on their product pages). */
  skus: string[];
  en: Copy;
  fr: Copy;
};

const P = {
  beacon: {
    range: 'BEACON',
    en: 'BEACON floodlight',
    fr: 'Projecteur BEACON',
    link: '/products/floodlights?rangeFilter=BEACON',
    linkFr: '/products/projecteurs?rangeFilter=BEACON',
    motif: 'floodlight',
  },
  sentry: {
    range: 'SENTRY',
    en: 'SENTRY area floodlight',
    fr: 'Projecteur de zone SENTRY',
    link: '/products/floodlights?rangeFilter=SENTRY',
    linkFr: '/products/projecteurs?rangeFilter=SENTRY',
    motif: 'floodlight',
  },
  optima: {
    range: 'OPTIMA',
    en: 'OPTIMA UGR<19 panel',
    fr: 'Dalle OPTIMA UGR<19',
    link: '/products/panels?rangeFilter=OPTIMA',
    linkFr: '/products/dalles-led?rangeFilter=OPTIMA',
    motif: 'panel',
  },
  arena: {
    range: 'ARENA',
    en: 'ARENA sports hall high bay',
    fr: 'Cloche ARENA pour salles de sport',
    link: '/products/high-bays?rangeFilter=ARENA',
    linkFr: '/products/cloches-industrielles?rangeFilter=ARENA',
    motif: 'high-bay',
  },
  atlas: {
    range: 'ATLAS',
    en: 'ATLAS linear high bay',
    fr: 'Cloche linéaire ATLAS',
    link: '/products/high-bays?rangeFilter=ATLAS',
    linkFr: '/products/cloches-industrielles?rangeFilter=ATLAS',
    motif: 'high-bay',
  },
  titan: {
    range: 'TITAN',
    en: 'TITAN UFO high bay',
    fr: 'Cloche ronde TITAN',
    link: '/products/high-bays?rangeFilter=TITAN',
    linkFr: '/products/cloches-industrielles?rangeFilter=TITAN',
    motif: 'high-bay',
  },
  prism: {
    range: 'PRISM',
    en: 'PRISM tunable-white downlight',
    fr: 'Spot PRISM à blanc dynamique',
    link: '/products/downlights?rangeFilter=PRISM',
    linkFr: '/products/spots-encastres?rangeFilter=PRISM',
    motif: 'downlight',
  },
  guardian: {
    range: 'GUARDIAN',
    en: 'GUARDIAN self-test emergency',
    fr: 'Secours autotestable GUARDIAN',
    link: '/products/emergency?rangeFilter=GUARDIAN',
    linkFr: '/products/eclairage-de-secours?rangeFilter=GUARDIAN',
    motif: 'emergency',
  },
  aura: {
    range: 'AURA',
    en: 'AURA fire-rated downlight',
    fr: 'Spot coupe-feu AURA',
    link: '/products/downlights?rangeFilter=AURA',
    linkFr: '/products/spots-encastres?rangeFilter=AURA',
    motif: 'downlight',
  },
  linea: {
    range: 'LINEA',
    en: 'LINEA suspended linear',
    fr: 'Linéaire suspendu LINEA',
    link: '/products/linear?rangeFilter=LINEA',
    linkFr: '/products/luminaires-lineaires?rangeFilter=LINEA',
    motif: 'linear',
  },
  strata: {
    range: 'STRATA',
    en: 'STRATA trunking system',
    fr: 'Système de rail STRATA',
    link: '/products/linear?rangeFilter=STRATA',
    linkFr: '/products/luminaires-lineaires?rangeFilter=STRATA',
    motif: 'linear',
  },
  harbour: {
    range: 'HARBOUR',
    en: 'HARBOUR sensor bulkhead',
    fr: 'Hublot à détecteur HARBOUR',
    link: '/products/bulkheads?rangeFilter=HARBOUR',
    linkFr: '/products/hublots?rangeFilter=HARBOUR',
    motif: 'bulkhead',
  },
  spark: {
    range: 'SPARK',
    en: 'SPARK dimmable GU10',
    fr: 'Lampe GU10 graduable SPARK',
    link: '/products/lamps?rangeFilter=SPARK',
    linkFr: '/products/lampes?rangeFilter=SPARK',
    motif: 'lamp',
  },
} satisfies Record<string, Product>;

const CASE_STUDIES: CaseStudySeed[] = [
  {
    slug: 'northgate-retail-park',
    orderId: 1,
    date: '2025-04-14',
    categories: ['retail'],
    products: [P.beacon, P.sentry],
    skus: ['LUM-BEACON-050', 'LUM-SENTRY-150'],
    en: {
      title: 'Northgate Retail Park: a brighter, cheaper car park',
      description:
        'Northgate Retail Park’s 1,200-space car park and twelve shop fronts were lit by 640 ageing metal halide floodlights that took minutes to warm up and failed often.\n\nOur lighting designers modelled the site and replaced them one for one with BEACON and SENTRY LED floodlights on the existing columns, with asymmetric optics that keep light on the tarmac and off neighbouring homes.\n\nThe work was done over two nights. Dusk-to-dawn sensors now dim the car park to 30% after the last store closes.',
      totalSavingsValue: '£46,800 a year',
      paybackPeriodValue: '1.9 years',
      assumptionsValue:
        'Electricity at 27p/kWh; 4,200 operating hours a year; maintenance savings not included.',
      alts: [
        'The car park at night under BEACON floodlights',
        'A SENTRY floodlight on a lighting column',
      ],
    },
    fr: {
      title: 'Northgate Retail Park : un parking plus lumineux et plus économe',
      description:
        'Le parking de 1 200 places et les douze vitrines du Northgate Retail Park étaient éclairés par 640 projecteurs à iodures métalliques vieillissants, lents à s’allumer et souvent en panne.\n\nNos concepteurs lumière ont modélisé le site et les ont remplacés un pour un par des projecteurs LED BEACON et SENTRY sur les mâts existants, avec des optiques asymétriques qui éclairent la chaussée sans gêner les habitations voisines.\n\nLes travaux ont été réalisés en deux nuits. Des détecteurs crépusculaires abaissent désormais l’éclairage à 30 % après la fermeture du dernier magasin.',
      totalSavingsValue: '46 800 £ par an',
      paybackPeriodValue: '1,9 an',
      assumptionsValue:
        'Électricité à 0,27 £/kWh ; 4 200 heures de fonctionnement par an ; économies de maintenance non comprises.',
      alts: [
        'Le parking de nuit sous les projecteurs BEACON',
        'Un projecteur SENTRY sur un mât d’éclairage',
      ],
    },
  },
  {
    slug: 'st-aidans-academy',
    orderId: 2,
    date: '2025-09-01',
    categories: ['education', 'sport'],
    products: [P.optima, P.arena, P.guardian],
    skus: ['LUM-OPTIMA-030', 'LUM-ARENA-150'],
    en: {
      title: 'St Aidan’s Academy: 48 classrooms in one summer',
      description:
        'St Aidan’s Academy had fluorescent troffers that flickered, buzzed and reflected off every interactive whiteboard.\n\nOver the six-week summer break, our partner installers fitted OPTIMA UGR<19 panels with DALI-2 dimming in 48 classrooms, ARENA ball-proof high bays in two sports halls, and GUARDIAN self-test emergency lighting throughout.\n\nTeachers now dim the front row of lights for presentations from a wall switch, and the site team no longer spends a day a month on emergency tests.',
      totalSavingsValue: '£21,000 a year',
      paybackPeriodValue: '3.1 years',
      assumptionsValue:
        'Electricity at 26p/kWh; 2,600 operating hours a year; includes reduced lamp replacement.',
      alts: [
        'A classroom under OPTIMA panels',
        'The sports hall lit by ARENA high bays',
        'A GUARDIAN exit sign in a corridor',
      ],
    },
    fr: {
      title: 'St Aidan’s Academy : 48 salles de classe en un été',
      description:
        'La St Aidan’s Academy était équipée de luminaires fluorescents qui clignotaient, bourdonnaient et se reflétaient sur chaque tableau interactif.\n\nPendant les six semaines de vacances, nos installateurs partenaires ont posé des dalles OPTIMA UGR<19 graduables en DALI-2 dans 48 salles, des cloches ARENA résistantes aux ballons dans deux gymnases, et un éclairage de secours autotestable GUARDIAN dans tout l’établissement.\n\nLes enseignants baissent désormais la première rangée de luminaires pour les présentations depuis un interrupteur mural, et l’équipe technique ne consacre plus une journée par mois aux tests de secours.',
      totalSavingsValue: '21 000 £ par an',
      paybackPeriodValue: '3,1 ans',
      assumptionsValue:
        'Électricité à 0,26 £/kWh ; 2 600 heures de fonctionnement par an ; remplacement de lampes réduit inclus.',
      alts: [
        'Une salle de classe sous des dalles OPTIMA',
        'Le gymnase éclairé par des cloches ARENA',
        'Un bloc d’évacuation GUARDIAN dans un couloir',
      ],
    },
  },
  {
    slug: 'harbourside-logistics',
    orderId: 3,
    date: '2026-06-15',
    categories: ['warehousing'],
    products: [P.atlas, P.titan],
    skus: ['LUM-ATLAS-120', 'LUM-TITAN-200'],
    en: {
      title: 'Harbourside Logistics: 74% less energy in a cold store',
      description:
        'Harbourside Logistics runs a 24-hour cold store where the old sodium lamps took ten minutes to restrike after every power dip and added heat the refrigeration then had to remove.\n\nWe phased the installation aisle by aisle so the store never closed. ATLAS linear high bays, rated down to -30°C, now light the racking, and TITAN high bays cover the loading docks.\n\nPresence detection lights each aisle only when a forklift enters, so most of the store sits at 10% output for most of the night.',
      totalSavingsValue: '£112,400 a year',
      paybackPeriodValue: '1.4 years',
      assumptionsValue:
        'Electricity at 25p/kWh; 8,760 operating hours a year; refrigeration savings estimated at 8% of lighting savings.',
      alts: ['Cold-store racking under ATLAS high bays', 'Loading docks lit by TITAN high bays'],
    },
    fr: {
      title: 'Harbourside Logistics : 74 % d’énergie en moins dans un entrepôt frigorifique',
      description:
        'Harbourside Logistics exploite un entrepôt frigorifique ouvert 24 heures sur 24, où les anciennes lampes au sodium mettaient dix minutes à se rallumer après chaque micro-coupure et produisaient une chaleur que le froid devait ensuite évacuer.\n\nNous avons phasé les travaux allée par allée pour que l’entrepôt ne ferme jamais. Des cloches linéaires ATLAS, qui fonctionnent jusqu’à -30 °C, éclairent les rayonnages, et des cloches TITAN couvrent les quais de chargement.\n\nLa détection de présence n’allume chaque allée qu’au passage d’un chariot : la majeure partie de l’entrepôt reste à 10 % de flux la plus grande partie de la nuit.',
      totalSavingsValue: '112 400 £ par an',
      paybackPeriodValue: '1,4 an',
      assumptionsValue:
        'Électricité à 0,25 £/kWh ; 8 760 heures de fonctionnement par an ; économies de froid estimées à 8 % des économies d’éclairage.',
      alts: [
        'Des rayonnages frigorifiques sous des cloches ATLAS',
        'Des quais de chargement éclairés par des cloches TITAN',
      ],
    },
  },
  {
    slug: 'riverside-medical-centre',
    orderId: 4,
    date: '2026-02-23',
    categories: ['healthcare'],
    products: [P.prism, P.guardian],
    skus: ['LUM-PRISM-012', 'LUM-GUARDIAN-003'],
    en: {
      title: 'Riverside Medical Centre: light that follows the day',
      description:
        'Clinicians at Riverside Medical Centre needed to judge skin tone and wound colour accurately, while patients wanted waiting areas that felt less clinical.\n\nPRISM tunable-white downlights with a colour rendering index above 90 follow a circadian schedule, cool in the morning and warm in the evening, and each consulting room has a wall control to override it during examinations.\n\nGUARDIAN emergency lighting records its own tests, giving the practice manager a ready report for inspections.',
      totalSavingsValue: '£9,300 a year',
      paybackPeriodValue: '4.2 years',
      assumptionsValue: 'Electricity at 28p/kWh; 3,100 operating hours a year.',
      alts: ['A consulting room under PRISM downlights', 'The waiting area in warm evening light'],
    },
    fr: {
      title: 'Riverside Medical Centre : une lumière qui suit la journée',
      description:
        'Les soignants du Riverside Medical Centre devaient apprécier fidèlement les teintes de peau et l’aspect des plaies, tandis que les patients souhaitaient des salles d’attente moins cliniques.\n\nLes spots PRISM à blanc dynamique, d’un indice de rendu des couleurs supérieur à 90, suivent un programme circadien, frais le matin et chaud le soir, et chaque cabinet dispose d’une commande murale pour le modifier pendant les examens.\n\nL’éclairage de secours GUARDIAN consigne ses propres tests et fournit à la responsable du cabinet un rapport prêt pour les inspections.',
      totalSavingsValue: '9 300 £ par an',
      paybackPeriodValue: '4,2 ans',
      assumptionsValue: 'Électricité à 0,28 £/kWh ; 3 100 heures de fonctionnement par an.',
      alts: [
        'Un cabinet de consultation sous des spots PRISM',
        'La salle d’attente dans une lumière chaude du soir',
      ],
    },
  },
  {
    slug: 'meridian-hotel-manchester',
    orderId: 5,
    date: '2025-12-08',
    categories: ['hospitality'],
    products: [P.aura, P.linea],
    skus: ['LUM-AURA-006', 'LUM-LINEA-040'],
    en: {
      title: 'Meridian Hotel: 212 rooms relit without closing a floor',
      description:
        'The Meridian Hotel in Manchester wanted warmer light in its rooms and a brighter, more modern restaurant, without losing bookings.\n\nAURA fire-rated downlights, switched to 3000K, replaced halogen spots in every bedroom and corridor, floor by floor over eight weeks. In the restaurant, LINEA suspended linear lights with up-light lift the ceiling and dim to candle level for evening service.\n\nHousekeeping no longer carries spare halogen lamps.',
      totalSavingsValue: '£38,500 a year',
      paybackPeriodValue: '2.3 years',
      assumptionsValue:
        'Electricity at 27p/kWh; 5,000 operating hours a year in corridors, 2,000 in rooms.',
      alts: [
        'A hotel bedroom under warm AURA downlights',
        'The restaurant with LINEA suspended lighting',
      ],
    },
    fr: {
      title: 'Meridian Hotel : 212 chambres rééclairées sans fermer un étage',
      description:
        'Le Meridian Hotel de Manchester voulait une lumière plus chaleureuse dans ses chambres et un restaurant plus lumineux et plus moderne, sans perdre de réservations.\n\nDes spots coupe-feu AURA réglés sur 3000K ont remplacé les spots halogènes de toutes les chambres et de tous les couloirs, étage par étage en huit semaines. Au restaurant, des luminaires linéaires suspendus LINEA à éclairage indirect rehaussent le plafond et descendent jusqu’à l’ambiance bougie pour le service du soir.\n\nLe service d’étage n’a plus besoin de stocker de lampes halogènes.',
      totalSavingsValue: '38 500 £ par an',
      paybackPeriodValue: '2,3 ans',
      assumptionsValue:
        'Électricité à 0,27 £/kWh ; 5 000 heures de fonctionnement par an dans les couloirs, 2 000 dans les chambres.',
      alts: [
        'Une chambre d’hôtel sous des spots AURA chaleureux',
        'Le restaurant éclairé par des suspensions LINEA',
      ],
    },
  },
  {
    slug: 'pennine-foods',
    orderId: 6,
    date: '2025-06-02',
    categories: ['manufacturing'],
    products: [P.strata, P.harbour, P.titan],
    skus: ['LUM-STRATA-058', 'LUM-HARBOUR-020'],
    en: {
      title: 'Pennine Foods: hygienic lighting for a bakery',
      description:
        'Pennine Foods bakes 90,000 loaves a day, and its production halls are washed down every night.\n\nSTRATA continuous trunking with IP65 sealed modules lights the production lines, TITAN high bays cover the despatch hall, and HARBOUR sensor bulkheads light the stairwells and yard doors. Every fitting has a shatter-proof diffuser to meet food safety audits.\n\nLight levels on the lines rose from 300 to 500 lux while energy use fell by more than half.',
      totalSavingsValue: '£57,900 a year',
      paybackPeriodValue: '2.0 years',
      assumptionsValue: 'Electricity at 25p/kWh; 6,500 operating hours a year.',
      alts: ['Bakery production lines under STRATA trunking', 'A HARBOUR bulkhead by a yard door'],
    },
    fr: {
      title: 'Pennine Foods : un éclairage hygiénique pour une boulangerie industrielle',
      description:
        'Pennine Foods cuit 90 000 pains par jour, et ses halls de production sont lavés à grande eau chaque nuit.\n\nLe rail continu STRATA à modules étanches IP65 éclaire les lignes de production, des cloches TITAN couvrent le hall d’expédition, et des hublots à détecteur HARBOUR éclairent les escaliers et les portes de la cour. Chaque luminaire possède un diffuseur incassable conforme aux audits de sécurité alimentaire.\n\nL’éclairement des lignes est passé de 300 à 500 lux tandis que la consommation a baissé de plus de moitié.',
      totalSavingsValue: '57 900 £ par an',
      paybackPeriodValue: '2,0 ans',
      assumptionsValue: 'Électricité à 0,25 £/kWh ; 6 500 heures de fonctionnement par an.',
      alts: [
        'Des lignes de production sous le rail STRATA',
        'Un hublot HARBOUR près d’une porte de cour',
      ],
    },
  },
  {
    slug: 'calder-valley-homes',
    orderId: 7,
    date: '2026-09-21',
    categories: ['residential'],
    products: [P.aura, P.spark],
    skus: ['LUM-AURA-006', 'LUM-SPARK-005'],
    en: {
      title: 'Calder Valley Homes: one downlight for 140 new homes',
      description:
        'Calder Valley Homes was stocking four downlight models to cover kitchens, bathrooms and living rooms across its developments.\n\nIt now specifies a single AURA fire-rated downlight: electricians set 3000K for living spaces and 4000K for kitchens and bathrooms with the switch on the driver, and the IP65 front covers bathroom zones. SPARK dimmable GU10 lamps fill the pendant and track fittings buyers choose.\n\nFewer product codes mean fewer wrong deliveries and a simpler snagging list.',
      totalSavingsValue: '£18,200 across the development',
      paybackPeriodValue: 'Immediate',
      assumptionsValue:
        'Savings from reduced stock holding, returns and installation time compared with four separate models.',
      alts: ['A new-build kitchen with AURA downlights', 'A show-home living room in warm light'],
    },
    fr: {
      title: 'Calder Valley Homes : un seul spot pour 140 maisons neuves',
      description:
        'Calder Valley Homes stockait quatre modèles de spots pour équiper cuisines, salles de bain et séjours de ses programmes.\n\nLe promoteur prescrit désormais un seul spot coupe-feu AURA : les électriciens choisissent 3000K pour les pièces de vie et 4000K pour les cuisines et salles de bain grâce au sélecteur du driver, et la face avant IP65 couvre les volumes de salle de bain. Les lampes GU10 graduables SPARK équipent les suspensions et rails choisis par les acquéreurs.\n\nMoins de références, c’est moins d’erreurs de livraison et des levées de réserves plus simples.',
      totalSavingsValue: '18 200 £ sur l’ensemble du programme',
      paybackPeriodValue: 'Immédiat',
      assumptionsValue:
        'Économies liées à la réduction du stock, des retours et du temps de pose par rapport à quatre modèles distincts.',
      alts: [
        'Une cuisine neuve équipée de spots AURA',
        'Le séjour d’une maison témoin en lumière chaude',
      ],
    },
  },
];

function casestudyCategories(): SeedDoc[] {
  return CATEGORIES.flatMap((c, i) =>
    entry('casestudyCategories', c.id, {
      shared: { orderId: i + 1 },
      en: { title: c.en },
      fr: { title: c.fr },
    }),
  );
}

function copyFields(c: Copy, pictures: string[], products: Product[], lang: 'en' | 'fr'): Fields {
  const en = lang === 'en';
  return {
    title: c.title,
    description: c.description,
    pictures: pictures.map((url, i) => ({ url, alternativeText: c.alts[i] ?? c.title })),
    casestudy_products: products.map((p) => ({
      productTitle: en ? p.en : p.fr,
      productLink: en ? p.link : p.linkFr,
      ctaText: en ? 'View range' : 'Voir la gamme',
      pictures: [
        {
          url: media(`products/${p.motif}-${p.range.toLowerCase()}.jpg`),
          alternativeText: en ? p.en : p.fr,
        },
      ],
    })),
    totalSavingsTitle: en ? 'Total savings' : 'Économies totales',
    totalSavingsValue: c.totalSavingsValue,
    paybackPeriodTitle: en ? 'Payback period' : 'Retour sur investissement',
    paybackPeriodValue: c.paybackPeriodValue,
    assumptionsTitle: en ? 'Assumptions' : 'Hypothèses',
    assumptionsValue: c.assumptionsValue,
    seoTitle: `${c.title} | Lumen Lighting`,
    seoDescription: c.description.split('\n\n')[0],
  };
}

function caseStudies(): SeedDoc[] {
  return CASE_STUDIES.flatMap((cs) => {
    const pictures = cs.en.alts.map((_, i) => media(`case-studies/${cs.slug}-${i + 1}.jpg`));
    return entry('caseStudies', cs.slug, {
      shared: {
        orderId: cs.orderId,
        date: cs.date,
        pageSlug: cs.slug,
        casestudy_categories: cs.categories,
        productSkuList: cs.skus,
        productRanges: cs.products.map((p) => p.range),
        ogImage: pictures[0],
        seoKeywords: cs.products.map((p) => p.range).join(', '),
      },
      en: copyFields(cs.en, pictures, cs.products, 'en'),
      fr: copyFields(cs.fr, pictures, cs.products, 'fr'),
    });
  });
}

export function caseStudyContent(): SeedDoc[] {
  return [...casestudyCategories(), ...caseStudies()];
}
