import type { Random } from '#src/seed/random.ts';

// Invented entrants and trade names for the demo data: common in the UK and Ireland, with the
// accents and apostrophes real entrants type, so the pages meet them from the first run.

const FIRST_NAMES = [
  'Siobhán',
  'Aoife',
  'Niamh',
  'Ciarán',
  'Seán',
  'Zoë',
  'Caoimhe',
  'Pádraig',
  'Róisín',
  'Oisín',
  'Éabha',
  'Conor',
  'Declan',
  'Fiona',
  'Gráinne',
  'Liam',
  'Emma',
  'Olivia',
  'Amelia',
  'Isla',
  'Jack',
  'Harry',
  'George',
  'Oliver',
  'Noah',
  'Charlotte',
  'Sophie',
  'Rhys',
  'Gareth',
  'Cerys',
  'Dylan',
  'Megan',
  'Callum',
  'Eilidh',
  'Fraser',
  'Ailsa',
  'Mohammed',
  'Priya',
  'Tomasz',
  'Agnieszka',
  'Daniel',
  'Rachel',
  'Mark',
  'Paul',
  'Karen',
] as const;

const SURNAMES = [
  'Murphy',
  'Kelly',
  'O’Sullivan',
  'Walsh',
  'Byrne',
  'Ryan',
  'O’Brien',
  'Ní Mhurchú',
  'McCarthy',
  'Doyle',
  'Kennedy',
  'Lynch',
  'Ó Súilleabháin',
  'Quinn',
  'Gallagher',
  'Nolan',
  'Smith',
  'Jones',
  'Williams',
  'Taylor',
  'Davies',
  'Evans',
  'Thomas',
  'Roberts',
  'Hughes',
  'Wilson',
  'Campbell',
  'Stewart',
  'MacLeod',
  'Robertson',
  'Clarke',
  'Patel',
  'Khan',
  'Kowalski',
  'Wright',
  'Green',
  'Hall',
  'Wood',
  'Morgan',
  'Fitzgerald',
  'Brennan',
] as const;

export type Person = { firstName: string; lastName: string; email: string };

/** Letters only, without accents: what people put in an address. */
const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

const MAIL_DOMAINS = ['example.com', 'example.ie', 'example.co.uk', 'example.net'] as const;

export function personFor(r: Random, n: number): Person {
  const firstName = r.pick(FIRST_NAMES);
  const lastName = r.pick(SURNAMES);
  return {
    firstName,
    lastName,
    email: `${ascii(firstName)}.${ascii(lastName)}${n}@${r.pick(MAIL_DOMAINS)}`,
  };
}

const TRADE_SUFFIXES = [
  'Electrical',
  'Electrical Services',
  'Electrical Contractors',
  '& Sons Electrical',
  'Lighting Solutions',
  'Electrics Ltd',
] as const;

/** A contractor's trading name, e.g. "Brennan & Sons Electrical" (at most 40 characters). */
export const contractorFor = (r: Random) => `${r.pick(SURNAMES)} ${r.pick(TRADE_SUFFIXES)}`;

export const WHOLESALERS = {
  'UNITED KINGDOM': [
    'Northern Cable Supplies',
    'Midland Lighting Supplies',
    'Thames Valley Electrical',
    'Pennine Wholesale Electrical',
    'Severn Trade Lighting',
    'Clyde Electrical Distributors',
    'Lagan Electrical Supplies',
    'Solent Trade Electrical',
  ],
  IRELAND: [
    'Shannon Electrical Wholesale',
    'Liffey Electrical Wholesale',
    'Corrib Trade Supplies',
    'Celtic Electrical Distributors',
    'Munster Cable & Lighting',
  ],
} as const;
