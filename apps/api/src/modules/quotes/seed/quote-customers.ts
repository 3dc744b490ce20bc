import type { Locale } from '@lumen/i18n';
import type { Random } from '#src/seed/random.ts';

// Invented trade customers for the seeded quote requests (issue 12 point 6): electrical
// contractors, lighting designers and fit-out firms in the UK, Ireland and France, with the
// accents, apostrophes and line breaks real customers type, so the staff list meets them.

type Market = {
  locale: Locale;
  firstNames: readonly string[];
  surnames: readonly string[];
  companies: readonly string[];
  wholesalers: readonly string[];
  towns: readonly string[];
  /** Phone numbers from the ranges kept for fiction (Ofcom 07700 900, ARCEP 06 39 98). */
  phone: (r: Random) => string;
  messages: readonly string[];
};

const digits = (r: Random, n: number) =>
  Array.from({ length: n }, () => String(r.int(0, 9))).join('');

const UK: Market = {
  locale: 'en-GB',
  firstNames: [
    'Oliver',
    'Amelia',
    'Harry',
    'Isla',
    'George',
    'Sophie',
    'Rhys',
    'Cerys',
    'Callum',
    'Eilidh',
    'Priya',
    'Tomasz',
    'Hannah',
    'Gareth',
    'Zoë',
  ],
  surnames: [
    'Taylor',
    'Davies',
    'Evans',
    'Hughes',
    'Campbell',
    'MacLeod',
    'Patel',
    'Kowalski',
    'Wright',
    'Ashworth',
    'Pennington',
    'O’Neill',
    'Griffiths',
    'Fraser',
  ],
  companies: [
    'Pennine Electrical Ltd',
    'Clydeside Lighting Design',
    'Ashworth & Sons Electrical',
    'Severn Fit-Out Services',
    'Northlight Interiors',
    'Brightwork M&E',
    'Thames Valley Contracting',
    'Lagan Electrical Services',
    'Kestrel Building Services',
    'Mercia Lighting Studio',
  ],
  wholesalers: [
    'Northern Cable Supplies',
    'Midland Lighting Supplies',
    'Thames Valley Electrical',
    'Pennine Wholesale Electrical',
    'Clyde Electrical Distributors',
    'Solent Trade Electrical',
  ],
  towns: [
    'Leeds',
    'Glasgow',
    'Bristol',
    'Manchester, Trafford Park',
    'Reading',
    'Belfast',
    'Birmingham',
    'Newcastle upon Tyne, Team Valley',
    'Cardiff',
    'Southampton',
  ],
  phone: (r) => (r.chance(0.6) ? `+447700900${digits(r, 3)}` : `07700900${digits(r, 3)}`),
  messages: [
    'Office refurbishment, 3rd floor: 14 suspended runs of about 4.2 m over the desks, 4000K. Programme starts in six weeks.',
    'Could you price the attached configuration for a school corridor? 22 runs, surface mounted, emergency in every third module.',
    'We need these for a retail unit fit-out.\nDelivery to site in Leeds please, ideally in one drop.',
    'Lighting for a new GP surgery. The architect wants continuous lines through the waiting area; drawings attached.',
    'Replacing old T5 battens in a warehouse office. Is the low-density output enough at 2.7 m ceiling height?',
    'Please quote for 6 off as configured and tell us the lead time. Client is keen on the black finish.',
    'Two meeting rooms and a boardroom. Can the Middle modules be dimmed with DALI? Plans attached.',
    'Price for supply only please, we install ourselves.',
  ],
};

const IE: Market = {
  locale: 'en-GB',
  firstNames: [
    'Siobhán',
    'Aoife',
    'Ciarán',
    'Seán',
    'Caoimhe',
    'Pádraig',
    'Róisín',
    'Oisín',
    'Niamh',
    'Declan',
    'Gráinne',
    'Éabha',
  ],
  surnames: [
    'Murphy',
    'O’Sullivan',
    'Walsh',
    'Byrne',
    'Ní Mhurchú',
    'McCarthy',
    'Doyle',
    'Ó Súilleabháin',
    'Gallagher',
    'Nolan',
    'Fitzgerald',
    'Ní Bhriain',
  ],
  companies: [
    'Liffey Electrical Contractors',
    'Brennan Electrical Services',
    'Corrib Lighting Design',
    'Shannonside M&E',
    'Atlantic Fit-Out Ltd',
    'Slaney Electrical',
    'Boyne Building Services',
  ],
  wholesalers: [
    'Shannon Electrical Wholesale',
    'Liffey Electrical Wholesale',
    'Corrib Trade Supplies',
    'Celtic Electrical Distributors',
    'Munster Cable & Lighting',
  ],
  towns: ['Dublin 12', 'Cork', 'Galway', 'Limerick', 'Waterford', 'Athlone', 'Sligo', 'Kilkenny'],
  phone: (r) => `+353855550${digits(r, 3)}`,
  messages: [
    'Fit-out of a new credit union branch in Galway. Looking for continuous lines in the banking hall, 3000K.',
    'Can you quote the attached for a college library? 9 runs at 6 m. Would need delivery before the summer works.',
    'Pricing for the configuration attached please.\nWe are tendering next Friday.',
    'Hotel reception and bar area. Is the custom colour possible in bronze? Photos of the space attached.',
    'Quote for supply to our wholesaler in Cork please.',
    'Pharmacy refit, two runs over the counter and one in the dispensary.',
  ],
};

const FR: Market = {
  locale: 'fr-FR',
  firstNames: [
    'Éloïse',
    'Théo',
    'Chloé',
    'Mathéo',
    'Léa',
    'Hélène',
    'François',
    'Gaëlle',
    'Jérôme',
    'Anaïs',
    'Benoît',
    'Maëlys',
  ],
  surnames: [
    'Lefèvre',
    'Dubois',
    'Moreau',
    'Girard',
    'Lemaître',
    'Fontaine',
    'Rousseau',
    'Bérubé',
    'Chevalier',
    'Garnier',
    'Mercier',
    'Aubé',
  ],
  companies: [
    'Électricité Générale Rhône',
    'Lumière & Volt SARL',
    'Bureau d’Études Clarté',
    'Atelier Lumen Provence',
    'ELEC Bretagne Services',
    'Garnier Électricité',
    'Agence Éclairage Seine',
  ],
  wholesalers: [
    'Comptoir Électrique du Rhône',
    'Distrilec Île-de-France',
    'Matériel Électrique de l’Ouest',
    'Sud Éclairage Distribution',
  ],
  towns: [
    'Lyon',
    'Paris 15e',
    'Nantes',
    'Marseille',
    'Rennes',
    'Saint-Étienne',
    'Bordeaux',
    'Lille',
  ],
  phone: (r) => (r.chance(0.5) ? `+33639981${digits(r, 3)}` : `0639981${digits(r, 3)}`),
  messages: [
    'Rénovation de plateaux de bureaux : 18 lignes suspendues de 4,8 m, 4000K. Démarrage du chantier en avril.',
    'Pouvez-vous chiffrer la configuration jointe pour un couloir d’école ? Montage en saillie.',
    'Éclairage d’une boutique, plans en pièce jointe.\nLivraison sur chantier à Lyon si possible.',
    'Nous répondons à un appel d’offres pour une médiathèque ; merci de nous indiquer le délai.',
    'Fourniture seule, pose par nos équipes.',
    'Le module de fin peut-il recevoir un kit de secours ? Devis pour 12 lignes.',
  ],
};

/** Where each seeded customer is from: the UK most, then Ireland and France. */
export function marketFor(index: number): Market {
  const slot = index % 20;
  if (slot < 11) return UK;
  if (slot < 16) return IE;
  return FR;
}

/** Letters and digits only, without accents: what a domain or an address is made of. */
const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();

export type SeedCustomer = {
  locale: Locale;
  name: string;
  companyName: string;
  email: string;
  phoneNumber: string;
  preferredWholesaler: string | null;
  wholesalerLocation: string | null;
  message: string | null;
};

/** One customer's request, the same for the same index and random stream on every run. */
export function customerFor(index: number, r: Random): SeedCustomer {
  const market = marketFor(index);
  const first = r.pick(market.firstNames);
  const last = r.pick(market.surnames);
  const companyName = r.pick(market.companies);
  const hasWholesaler = r.chance(0.8);
  return {
    locale: market.locale,
    name: `${first} ${last}`,
    companyName,
    email: `${ascii(first)}.${ascii(last)}@${ascii(companyName)}.example`,
    phoneNumber: market.phone(r),
    preferredWholesaler: hasWholesaler ? r.pick(market.wholesalers) : null,
    wholesalerLocation: hasWholesaler && r.chance(0.85) ? r.pick(market.towns) : null,
    message: r.chance(0.75) ? r.pick(market.messages) : null,
  };
}
