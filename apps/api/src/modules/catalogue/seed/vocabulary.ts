import type { ArtworkMotif } from '#src/seed/artwork.ts';

/**
 * What the catalogue generator knows about lighting beyond the shared taxonomy: what each
 * sub category's products are called, each category's power, optics and protection, its
 * accessories and the sentences its descriptions are built from, in English and French.
 */
export type Bi = { en: string; fr: string };

export type CategoryProfile = {
  /** Two letters that start part numbers. */
  code: string;
  motif: ArtworkMotif;
  etimClass: string;
  watts: number[];
  /** lm/W range of the category's products. */
  efficacy: [number, number];
  ip: string[];
  ik: string[];
  ugr: string[];
  cct: string[];
  finishes: Bi[];
  beam: number[];
  /** Kilograms per watt, roughly, plus a base weight. */
  weight: [number, number];
  dimension: 'round' | 'square' | 'long' | 'lamp';
  /** Share of products that can tilt and rotate. */
  adjustable: number;
  accessories: Bi[];
  uses: Bi[];
};

/** Each sub category's product noun (singular), keyed by the taxonomy's English name. */
export const PRODUCT_NOUNS: Record<string, Bi> = {
  'Fire Rated Downlights': { en: 'Fire Rated Downlight', fr: 'Spot coupe-feu' },
  'Adjustable Downlights': { en: 'Adjustable Downlight', fr: 'Spot orientable' },
  'Commercial Downlights': { en: 'Commercial Downlight', fr: 'Spot tertiaire' },
  'Bathroom Downlights': { en: 'Bathroom Downlight', fr: 'Spot pour salle de bain' },
  'Wall Washer Downlights': { en: 'Wall Washer Downlight', fr: 'Spot lèche-mur' },
  'Architectural Downlights': { en: 'Architectural Downlight', fr: 'Spot architectural' },
  'Emergency Downlights': { en: 'Emergency Downlight', fr: 'Spot de secours' },
  'Backlit Panels': { en: 'Backlit Panel', fr: 'Dalle rétroéclairée' },
  'Edge-lit Panels': { en: 'Edge-lit Panel', fr: 'Dalle à éclairage latéral' },
  'Low Glare Panels': { en: 'Low Glare Panel', fr: 'Dalle basse luminance' },
  'Surface Panels': { en: 'Surface Panel', fr: 'Dalle en saillie' },
  'Suspended Linear': { en: 'Suspended Linear', fr: 'Linéaire suspendu' },
  'Surface Linear': { en: 'Surface Linear', fr: 'Linéaire en saillie' },
  'Recessed Linear': { en: 'Recessed Linear', fr: 'Linéaire encastré' },
  Batten: { en: 'Batten', fr: 'Réglette' },
  'UFO High Bays': { en: 'UFO High Bay', fr: 'Cloche ronde' },
  'Linear High Bays': { en: 'Linear High Bay', fr: 'Cloche linéaire' },
  'Sports Hall High Bays': { en: 'Sports Hall High Bay', fr: 'Cloche pour salle de sport' },
  'Security Floodlights': { en: 'Security Floodlight', fr: 'Projecteur de sécurité' },
  'Area Floodlights': { en: 'Area Floodlight', fr: 'Projecteur de zone' },
  'Sports Floodlights': { en: 'Sports Floodlight', fr: 'Projecteur sportif' },
  'Exit Signs': { en: 'Exit Sign', fr: 'Bloc d’évacuation' },
  'Emergency Bulkheads': { en: 'Emergency Bulkhead', fr: 'Hublot de secours' },
  'Emergency Conversion Kits': { en: 'Emergency Conversion Kit', fr: 'Kit de conversion secours' },
  'Round Bulkheads': { en: 'Round Bulkhead', fr: 'Hublot rond' },
  'Oval Bulkheads': { en: 'Oval Bulkhead', fr: 'Hublot ovale' },
  'Sensor Bulkheads': { en: 'Sensor Bulkhead', fr: 'Hublot à détecteur' },
  'Track Spotlights': { en: 'Track Spotlight', fr: 'Projecteur sur rail' },
  'Track and Accessories': { en: 'Track Pendant', fr: 'Suspension sur rail' },
  'GU10 Lamps': { en: 'GU10 Lamp', fr: 'Lampe GU10' },
  'GLS Lamps': { en: 'GLS Lamp', fr: 'Lampe standard' },
  'LED Tubes': { en: 'LED Tube', fr: 'Tube LED' },
};

const WHITE: Bi = { en: 'White', fr: 'Blanc' };
const BLACK: Bi = { en: 'Black', fr: 'Noir' };
const CHROME: Bi = { en: 'Brushed Chrome', fr: 'Chrome brossé' };
const NICKEL: Bi = { en: 'Satin Nickel', fr: 'Nickel satiné' };
const GREY: Bi = { en: 'Grey', fr: 'Gris' };
const SILVER: Bi = { en: 'Silver', fr: 'Argent' };

const CCT_ALL = ['2700K', '3000K', '4000K', '6500K', 'CCT Switchable', 'Tunable White'];
const CCT_WORK = ['3000K', '4000K', '5000K', '6500K', 'CCT Switchable'];
const CCT_OUTDOOR = ['3000K', '4000K', '5000K', '6500K'];

/** Keyed by taxonomy main category key. */
export const CATEGORY_PROFILES: Record<string, CategoryProfile> = {
  downlights: {
    code: 'DL',
    motif: 'downlight',
    etimClass: 'EC001744',
    watts: [5, 6, 8, 10, 12, 15, 18, 25, 32],
    efficacy: [78, 125],
    ip: ['IP20', 'IP44', 'IP65'],
    ik: ['IK02', 'IK05', 'IK08'],
    ugr: ['<19', '<22', '>22', '>22'],
    cct: CCT_ALL,
    finishes: [WHITE, BLACK, CHROME, NICKEL],
    beam: [36, 60, 90, 110],
    weight: [0.012, 0.15],
    dimension: 'round',
    adjustable: 0.35,
    accessories: [
      { en: 'Fire Hood', fr: 'Capot coupe-feu' },
      { en: 'Surface Mount Box', fr: 'Boîtier de montage en saillie' },
      { en: 'Decorative Bezel', fr: 'Collerette décorative' },
      { en: 'Emergency Pack', fr: 'Kit de secours' },
    ],
    uses: [
      {
        en: 'It suits kitchens, hallways and living spaces as well as hotel corridors.',
        fr: 'Il convient aux cuisines, couloirs et pièces à vivre comme aux couloirs d’hôtel.',
      },
      {
        en: 'It is a dependable choice for offices, shops and restaurants.',
        fr: 'C’est un choix fiable pour les bureaux, les commerces et les restaurants.',
      },
      {
        en: 'Push-fit terminals and a loop-in, loop-out connector make installation quick.',
        fr: 'Des bornes automatiques et un connecteur repiquage rendent la pose rapide.',
      },
    ],
  },
  panels: {
    code: 'PN',
    motif: 'panel',
    etimClass: 'EC002892',
    watts: [20, 25, 30, 36, 40, 45],
    efficacy: [100, 140],
    ip: ['IP20', 'IP40', 'IP44'],
    ik: ['IK03', 'IK06'],
    ugr: ['<16', '<19', '<19', '<22', '>22'],
    cct: CCT_WORK,
    finishes: [WHITE, SILVER],
    beam: [110, 120],
    weight: [0.06, 1.2],
    dimension: 'square',
    adjustable: 0,
    accessories: [
      { en: 'Suspension Kit', fr: 'Kit de suspension' },
      { en: 'Surface Mount Frame', fr: 'Cadre de montage en saillie' },
      { en: 'DALI Driver', fr: 'Driver DALI' },
    ],
    uses: [
      {
        en: 'It drops straight into 600 mm grid ceilings in offices, schools and clinics.',
        fr: 'Elle se pose directement dans les plafonds à ossature de 600 mm des bureaux, écoles et cabinets médicaux.',
      },
      {
        en: 'A flicker-free driver keeps screens and cameras comfortable.',
        fr: 'Un driver sans scintillement préserve le confort devant les écrans et les caméras.',
      },
    ],
  },
  linear: {
    code: 'LN',
    motif: 'linear',
    etimClass: 'EC000109',
    watts: [18, 24, 30, 36, 40, 50, 60, 70],
    efficacy: [105, 155],
    ip: ['IP20', 'IP40', 'IP65'],
    ik: ['IK06', 'IK08'],
    ugr: ['<19', '<22', '>22'],
    cct: CCT_WORK,
    finishes: [WHITE, BLACK, SILVER],
    beam: [80, 110, 120],
    weight: [0.04, 1.4],
    dimension: 'long',
    adjustable: 0,
    accessories: [
      { en: 'End Cap Set', fr: 'Jeu d’embouts' },
      { en: 'Suspension Kit', fr: 'Kit de suspension' },
      { en: 'Linking Cable', fr: 'Câble de liaison' },
    ],
    uses: [
      {
        en: 'Runs join end to end for continuous lines of light in offices and retail.',
        fr: 'Les modules se raccordent bout à bout pour des lignes de lumière continues dans les bureaux et les commerces.',
      },
      {
        en: 'It is made for warehouses, car parks and plant rooms.',
        fr: 'Il est conçu pour les entrepôts, les parkings et les locaux techniques.',
      },
    ],
  },
  'high-bays': {
    code: 'HB',
    motif: 'high-bay',
    etimClass: 'EC002892',
    watts: [60, 80, 100, 120, 150, 200, 240],
    efficacy: [120, 165],
    ip: ['IP65', 'IP66'],
    ik: ['IK08', 'IK10'],
    ugr: ['<22', '>22', '>22'],
    cct: ['4000K', '5000K', '6500K'],
    finishes: [GREY, BLACK],
    beam: [60, 90, 120],
    weight: [0.025, 2.5],
    dimension: 'round',
    adjustable: 0.1,
    accessories: [
      { en: '60° Reflector', fr: 'Réflecteur 60°' },
      { en: 'Safety Chain', fr: 'Chaîne de sécurité' },
      { en: 'Microwave Sensor', fr: 'Détecteur hyperfréquence' },
    ],
    uses: [
      {
        en: 'Mounted at six to fifteen metres, it lights warehouses, factories and sports halls.',
        fr: 'Installée entre six et quinze mètres, elle éclaire entrepôts, usines et salles de sport.',
      },
      {
        en: 'Replacing 400 W metal halide with it typically halves energy use.',
        fr: 'Remplacer un iodure métallique de 400 W par ce modèle divise généralement la consommation par deux.',
      },
    ],
  },
  floodlights: {
    code: 'FL',
    motif: 'floodlight',
    etimClass: 'EC000758',
    watts: [10, 20, 30, 50, 100, 150, 200],
    efficacy: [95, 140],
    ip: ['IP65', 'IP66', 'IP67'],
    ik: ['IK07', 'IK08', 'IK09'],
    ugr: ['NA'],
    cct: CCT_OUTDOOR,
    finishes: [BLACK, GREY, WHITE],
    beam: [30, 60, 100, 120],
    weight: [0.03, 0.4],
    dimension: 'square',
    adjustable: 0.8,
    accessories: [
      { en: 'PIR Sensor', fr: 'Détecteur PIR' },
      { en: 'Glare Visor', fr: 'Visière anti-éblouissement' },
      { en: 'Pole Bracket', fr: 'Support de mât' },
    ],
    uses: [
      {
        en: 'It lights car parks, yards and building facades from dusk to dawn.',
        fr: 'Il éclaire parkings, cours et façades du crépuscule à l’aube.',
      },
      {
        en: 'An adjustable bracket aims the beam exactly where it is needed.',
        fr: 'Un étrier réglable oriente le faisceau exactement là où il faut.',
      },
    ],
  },
  emergency: {
    code: 'EM',
    motif: 'emergency',
    etimClass: 'EC000062',
    watts: [2, 3, 4, 5],
    efficacy: [70, 110],
    ip: ['IP20', 'IP65'],
    ik: ['IK05', 'IK08'],
    ugr: ['NA'],
    cct: ['5000K', '6500K', 'NA'],
    finishes: [WHITE, SILVER],
    beam: [120],
    weight: [0.1, 0.35],
    dimension: 'square',
    adjustable: 0,
    accessories: [
      { en: 'Legend Pack', fr: 'Jeu de pictogrammes' },
      { en: 'Wall Bracket', fr: 'Support mural' },
      { en: 'Test Key', fr: 'Clé de test' },
    ],
    uses: [
      {
        en: 'It provides three hours of escape-route lighting to BS 5266-1.',
        fr: 'Il assure trois heures d’éclairage des voies d’évacuation selon la norme NF EN 1838.',
      },
      {
        en: 'Self-test electronics check the battery and lamp every month.',
        fr: 'Une électronique autotestable contrôle la batterie et la source chaque mois.',
      },
    ],
  },
  bulkheads: {
    code: 'BH',
    motif: 'bulkhead',
    etimClass: 'EC002892',
    watts: [8, 10, 14, 18, 25],
    efficacy: [85, 120],
    ip: ['IP65', 'IP66'],
    ik: ['IK08', 'IK10'],
    ugr: ['>22', 'NA'],
    cct: ['3000K', '4000K', 'CCT Switchable'],
    finishes: [WHITE, BLACK, GREY],
    beam: [120],
    weight: [0.03, 0.4],
    dimension: 'round',
    adjustable: 0,
    accessories: [
      { en: 'Cage Guard', fr: 'Grille de protection' },
      { en: 'Eyelid Trim', fr: 'Enjoliveur paupière' },
    ],
    uses: [
      {
        en: 'It is built for stairwells, car parks and outbuildings.',
        fr: 'Il est conçu pour les cages d’escalier, les parkings et les dépendances.',
      },
      {
        en: 'A polycarbonate diffuser stands up to knocks and vandalism.',
        fr: 'Un diffuseur en polycarbonate résiste aux chocs et au vandalisme.',
      },
    ],
  },
  'track-lighting': {
    code: 'TR',
    motif: 'track',
    etimClass: 'EC000101',
    watts: [10, 15, 20, 25, 30, 35, 40],
    efficacy: [85, 120],
    ip: ['IP20'],
    ik: ['IK02'],
    ugr: ['<16', '<19', '<22'],
    cct: ['2700K', '3000K', '4000K'],
    finishes: [WHITE, BLACK, SILVER],
    beam: [15, 24, 36, 60],
    weight: [0.02, 0.5],
    dimension: 'round',
    adjustable: 1,
    accessories: [
      { en: 'Track Connector', fr: 'Connecteur de rail' },
      { en: '1 m Track', fr: 'Rail 1 m' },
      { en: 'Honeycomb Louvre', fr: 'Grille nid d’abeille' },
    ],
    uses: [
      {
        en: 'High colour rendering brings out the true colour of merchandise and artwork.',
        fr: 'Un rendu des couleurs élevé révèle la vraie couleur des produits et des œuvres.',
      },
      {
        en: 'It clicks onto standard three-circuit track and can be re-aimed at any time.',
        fr: 'Il se clipse sur un rail trois allumages standard et se réoriente à tout moment.',
      },
    ],
  },
  lamps: {
    code: 'LP',
    motif: 'lamp',
    etimClass: 'EC001959',
    watts: [4, 5, 7, 9, 12, 18, 24],
    efficacy: [80, 150],
    ip: ['IP20'],
    ik: ['IK02'],
    ugr: ['NA'],
    cct: ['2700K', '3000K', '4000K', '6500K'],
    finishes: [{ en: '', fr: '' }],
    beam: [36, 120, 200, 300],
    weight: [0.004, 0.03],
    dimension: 'lamp',
    adjustable: 0,
    accessories: [
      { en: 'Lampholder', fr: 'Douille' },
      { en: 'Trailing Edge Dimmer', fr: 'Variateur à coupure de phase descendante' },
    ],
    uses: [
      {
        en: 'It replaces halogen and fluorescent lamps one for one with no rewiring.',
        fr: 'Elle remplace une à une les lampes halogènes et fluorescentes sans recâblage.',
      },
      {
        en: 'A glass body and a warm glow keep the look of a traditional lamp.',
        fr: 'Un corps en verre et une lumière chaleureuse gardent l’aspect d’une lampe traditionnelle.',
      },
    ],
  },
};

export const MATERIALS: Record<CategoryProfile['dimension'], Bi> = {
  round: { en: 'Die-cast aluminium', fr: 'Aluminium moulé sous pression' },
  square: { en: 'Aluminium and polycarbonate', fr: 'Aluminium et polycarbonate' },
  long: { en: 'Extruded aluminium', fr: 'Aluminium extrudé' },
  lamp: { en: 'Glass', fr: 'Verre' },
};

/** Ranges sold as smart (DALI-2 or Bluetooth mesh) across their whole line-up. */
export const SMART_RANGES = new Set(['PRISM', 'TITAN', 'ZIIGNA', 'OPTIMA', 'STADIA', 'GUARDIAN']);
