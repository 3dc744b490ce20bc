/**
 * The catalogue's main categories, their sub categories and ranges, in English and French.
 * Shared seed data: the catalogue generator builds products from it and the content seed
 * builds mainCategories/range_filters and category headers from it, so the two always agree.
 */
export type Bilingual = { en: string; fr: string };

export type RangeDef = {
  /** Range title as products carry it and as ?rangeFilter= names it (upper case, spec §4). */
  title: string;
  /** One-line positioning copy for range tiles and category descriptions. */
  blurb: Bilingual;
};

export type MainCategoryDef = {
  key: string;
  name: Bilingual;
  slug: Bilingual;
  description: Bilingual;
  subCategories: Bilingual[];
  ranges: RangeDef[];
  /** Weight of this category in the generated catalogue. */
  share: number;
};

export const MAIN_CATEGORIES: MainCategoryDef[] = [
  {
    key: 'downlights',
    name: { en: 'Downlights', fr: 'Spots encastrés' },
    slug: { en: 'downlights', fr: 'spots-encastres' },
    description: {
      en: 'Fire-rated, adjustable and commercial LED downlights for homes, offices and retail.',
      fr: 'Spots LED encastrés coupe-feu, orientables et tertiaires pour l’habitat, les bureaux et les commerces.',
    },
    subCategories: [
      { en: 'Fire Rated Downlights', fr: 'Spots coupe-feu' },
      { en: 'Adjustable Downlights', fr: 'Spots orientables' },
      { en: 'Commercial Downlights', fr: 'Spots tertiaires' },
      { en: 'Bathroom Downlights', fr: 'Spots pour salle de bain' },
      { en: 'Wall Washer Downlights', fr: 'Spots lèche-mur' },
      { en: 'Architectural Downlights', fr: 'Spots architecturaux' },
      { en: 'Emergency Downlights', fr: 'Spots de secours' },
    ],
    ranges: [
      {
        title: 'AURA',
        blurb: {
          en: 'Colour-switchable fire-rated downlight for new builds.',
          fr: 'Spot coupe-feu à température de couleur réglable pour la construction neuve.',
        },
      },
      {
        title: 'ORBIT',
        blurb: {
          en: 'Adjustable tilt downlight with a deep anti-glare reflector.',
          fr: 'Spot orientable avec réflecteur anti-éblouissement profond.',
        },
      },
      {
        title: 'HALO FIRE',
        blurb: {
          en: '90-minute fire-rated downlight with IP65 front.',
          fr: 'Spot coupe-feu 90 minutes avec face avant IP65.',
        },
      },
      {
        title: 'VEGA',
        blurb: {
          en: 'High-output commercial downlight with UGR<19 optics.',
          fr: 'Spot tertiaire haut rendement avec optique UGR<19.',
        },
      },
      {
        title: 'LUNA',
        blurb: {
          en: 'Slim-profile downlight for shallow ceiling voids.',
          fr: 'Spot extra-plat pour faux plafonds peu profonds.',
        },
      },
      {
        title: 'ZENITH',
        blurb: {
          en: 'Architectural downlight with interchangeable bezels.',
          fr: 'Spot architectural à collerettes interchangeables.',
        },
      },
      {
        title: 'PRISM',
        blurb: {
          en: 'Tunable-white downlight for wellbeing lighting.',
          fr: 'Spot à blanc dynamique pour un éclairage centré sur le bien-être.',
        },
      },
    ],
    share: 22,
  },
  {
    key: 'panels',
    name: { en: 'Panels', fr: 'Dalles LED' },
    slug: { en: 'panels', fr: 'dalles-led' },
    description: {
      en: 'Backlit and edge-lit LED panels for suspended ceilings, with low-glare options.',
      fr: 'Dalles LED rétroéclairées et à éclairage latéral pour faux plafonds, avec options basse luminance.',
    },
    subCategories: [
      { en: 'Backlit Panels', fr: 'Dalles rétroéclairées' },
      { en: 'Edge-lit Panels', fr: 'Dalles à éclairage latéral' },
      { en: 'Low Glare Panels', fr: 'Dalles basse luminance' },
      { en: 'Surface Panels', fr: 'Dalles en saillie' },
    ],
    ranges: [
      {
        title: 'TRIDENT',
        blurb: {
          en: 'Backlit panel with 130 lm/W efficacy.',
          fr: 'Dalle rétroéclairée à 130 lm/W.',
        },
      },
      {
        title: 'SKYLINE',
        blurb: {
          en: 'Edge-lit panel in 600 and 1200 mm sizes.',
          fr: 'Dalle à éclairage latéral en 600 et 1200 mm.',
        },
      },
      {
        title: 'OPTIMA',
        blurb: {
          en: 'UGR<19 panel for offices and classrooms.',
          fr: 'Dalle UGR<19 pour bureaux et salles de classe.',
        },
      },
      {
        title: 'NOVA',
        blurb: {
          en: 'Surface-mount panel kit for solid ceilings.',
          fr: 'Kit de dalle en saillie pour plafonds pleins.',
        },
      },
    ],
    share: 14,
  },
  {
    key: 'linear',
    name: { en: 'Linear', fr: 'Luminaires linéaires' },
    slug: { en: 'linear', fr: 'luminaires-lineaires' },
    description: {
      en: 'Suspended, surface and recessed linear luminaires, including the configurable Ziigna system.',
      fr: 'Luminaires linéaires suspendus, en saillie et encastrés, dont le système configurable Ziigna.',
    },
    subCategories: [
      { en: 'Suspended Linear', fr: 'Linéaires suspendus' },
      { en: 'Surface Linear', fr: 'Linéaires en saillie' },
      { en: 'Recessed Linear', fr: 'Linéaires encastrés' },
      { en: 'Batten', fr: 'Réglettes' },
    ],
    ranges: [
      {
        title: 'ZIIGNA',
        blurb: {
          en: 'Configurable linear lighting cut to your project.',
          fr: 'Éclairage linéaire configurable, coupé sur mesure pour votre projet.',
        },
      },
      {
        title: 'STRATA',
        blurb: {
          en: 'Continuous-row trunking system for warehouses.',
          fr: 'Système de rail continu pour entrepôts.',
        },
      },
      {
        title: 'BATTEN PRO',
        blurb: {
          en: 'Fast-fit batten with emergency option.',
          fr: 'Réglette à pose rapide avec option secours.',
        },
      },
      {
        title: 'LINEA',
        blurb: {
          en: 'Slim suspended linear with up and down light.',
          fr: 'Linéaire suspendu fin à éclairage direct et indirect.',
        },
      },
    ],
    share: 14,
  },
  {
    key: 'high-bays',
    name: { en: 'High Bays', fr: 'Cloches industrielles' },
    slug: { en: 'high-bays', fr: 'cloches-industrielles' },
    description: {
      en: 'UFO and linear high bays for warehouses, sports halls and manufacturing.',
      fr: 'Cloches industrielles rondes et linéaires pour entrepôts, gymnases et ateliers.',
    },
    subCategories: [
      { en: 'UFO High Bays', fr: 'Cloches rondes' },
      { en: 'Linear High Bays', fr: 'Cloches linéaires' },
      { en: 'Sports Hall High Bays', fr: 'Cloches pour salles de sport' },
    ],
    ranges: [
      {
        title: 'TITAN',
        blurb: {
          en: 'UFO high bay up to 240 W with DALI dimming.',
          fr: 'Cloche ronde jusqu’à 240 W avec gradation DALI.',
        },
      },
      {
        title: 'ATLAS',
        blurb: {
          en: 'Linear high bay for racking aisles.',
          fr: 'Cloche linéaire pour allées de rayonnages.',
        },
      },
      {
        title: 'ARENA',
        blurb: {
          en: 'Ball-proof high bay for sports halls.',
          fr: 'Cloche résistante aux chocs de ballon pour salles de sport.',
        },
      },
    ],
    share: 10,
  },
  {
    key: 'floodlights',
    name: { en: 'Floodlights', fr: 'Projecteurs' },
    slug: { en: 'floodlights', fr: 'projecteurs' },
    description: {
      en: 'Area, sports and security floodlights with asymmetric optics.',
      fr: 'Projecteurs pour zones extérieures, terrains de sport et sécurité, avec optiques asymétriques.',
    },
    subCategories: [
      { en: 'Security Floodlights', fr: 'Projecteurs de sécurité' },
      { en: 'Area Floodlights', fr: 'Projecteurs de zone' },
      { en: 'Sports Floodlights', fr: 'Projecteurs sportifs' },
    ],
    ranges: [
      {
        title: 'BEACON',
        blurb: {
          en: 'Compact floodlight with optional PIR sensor.',
          fr: 'Projecteur compact avec détecteur PIR en option.',
        },
      },
      {
        title: 'STADIA',
        blurb: {
          en: 'Sports floodlight with glare control visors.',
          fr: 'Projecteur sportif avec visières anti-éblouissement.',
        },
      },
      {
        title: 'SENTRY',
        blurb: {
          en: 'Area floodlight with asymmetric optic.',
          fr: 'Projecteur de zone à optique asymétrique.',
        },
      },
    ],
    share: 10,
  },
  {
    key: 'emergency',
    name: { en: 'Emergency', fr: 'Éclairage de secours' },
    slug: { en: 'emergency', fr: 'eclairage-de-secours' },
    description: {
      en: 'Self-test emergency bulkheads, exit signs and conversion kits.',
      fr: 'Blocs de secours autotestables, signalisation d’évacuation et kits de conversion.',
    },
    subCategories: [
      { en: 'Exit Signs', fr: 'Signalisation d’évacuation' },
      { en: 'Emergency Bulkheads', fr: 'Hublots de secours' },
      { en: 'Emergency Conversion Kits', fr: 'Kits de conversion secours' },
    ],
    ranges: [
      {
        title: 'GUARDIAN',
        blurb: {
          en: 'Self-test emergency range with three-hour duration.',
          fr: 'Gamme de secours autotestable d’une autonomie de trois heures.',
        },
      },
      {
        title: 'EXITA',
        blurb: {
          en: 'Edge-lit exit signs with legends included.',
          fr: 'Blocs d’évacuation à éclairage latéral, pictogrammes fournis.',
        },
      },
      {
        title: 'SAFEGUARD',
        blurb: {
          en: 'Maintained and non-maintained conversion kits.',
          fr: 'Kits de conversion permanents et non permanents.',
        },
      },
    ],
    share: 8,
  },
  {
    key: 'bulkheads',
    name: { en: 'Bulkheads', fr: 'Hublots' },
    slug: { en: 'bulkheads', fr: 'hublots' },
    description: {
      en: 'Vandal-resistant IP65 bulkheads for stairwells, car parks and outdoors.',
      fr: 'Hublots IP65 anti-vandales pour cages d’escalier, parkings et extérieurs.',
    },
    subCategories: [
      { en: 'Round Bulkheads', fr: 'Hublots ronds' },
      { en: 'Oval Bulkheads', fr: 'Hublots ovales' },
      { en: 'Sensor Bulkheads', fr: 'Hublots à détecteur' },
    ],
    ranges: [
      {
        title: 'HARBOUR',
        blurb: {
          en: 'IK10 bulkhead with microwave sensor.',
          fr: 'Hublot IK10 avec détecteur hyperfréquence.',
        },
      },
      {
        title: 'QUAY',
        blurb: {
          en: 'Oval bulkhead with colour-selectable light.',
          fr: 'Hublot ovale à température de couleur sélectionnable.',
        },
      },
      {
        title: 'PORTHOLE',
        blurb: {
          en: 'Classic round bulkhead with trims.',
          fr: 'Hublot rond classique avec enjoliveurs.',
        },
      },
    ],
    share: 8,
  },
  {
    key: 'track-lighting',
    name: { en: 'Track Lighting', fr: 'Éclairage sur rail' },
    slug: { en: 'track-lighting', fr: 'eclairage-sur-rail' },
    description: {
      en: 'Three-circuit track spotlights for retail and galleries.',
      fr: 'Projecteurs sur rail trois allumages pour commerces et galeries.',
    },
    subCategories: [
      { en: 'Track Spotlights', fr: 'Projecteurs sur rail' },
      { en: 'Track and Accessories', fr: 'Rails et accessoires' },
    ],
    ranges: [
      {
        title: 'GALLERIA',
        blurb: {
          en: 'High-CRI track spot for galleries.',
          fr: 'Projecteur sur rail à IRC élevé pour galeries.',
        },
      },
      {
        title: 'RETAILER',
        blurb: {
          en: 'Interchangeable-beam track spot for shops.',
          fr: 'Projecteur sur rail à faisceau interchangeable pour commerces.',
        },
      },
    ],
    share: 7,
  },
  {
    key: 'lamps',
    name: { en: 'Lamps', fr: 'Lampes' },
    slug: { en: 'lamps', fr: 'lampes' },
    description: {
      en: 'GU10, GLS, candle and tube LED lamps that replace halogen and fluorescent.',
      fr: 'Lampes LED GU10, standard, flamme et tubes en remplacement de l’halogène et du fluorescent.',
    },
    subCategories: [
      { en: 'GU10 Lamps', fr: 'Lampes GU10' },
      { en: 'GLS Lamps', fr: 'Lampes standard' },
      { en: 'LED Tubes', fr: 'Tubes LED' },
    ],
    ranges: [
      {
        title: 'SPARK',
        blurb: { en: 'Dimmable GU10 and GLS lamps.', fr: 'Lampes GU10 et standard graduables.' },
      },
      {
        title: 'TUBELITE',
        blurb: { en: 'Direct-replacement LED tubes.', fr: 'Tubes LED en remplacement direct.' },
      },
    ],
    share: 7,
  },
];

export function findMainCategory(key: string): MainCategoryDef | undefined {
  return MAIN_CATEGORIES.find((c) => c.key === key);
}
