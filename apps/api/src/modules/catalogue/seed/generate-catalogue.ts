import type { ProductLanguage } from '@lumen/validation';
import { MAIN_CATEGORIES, type MainCategoryDef, type RangeDef } from '#src/seed/taxonomy.ts';
import type { StoredFeature, StoredFeatureGroup } from '../etim.ts';
import { FACET_VALUE_ORDER, NOT_APPLICABLE } from '../facets.ts';
import type {
  StoredCustomField,
  StoredDocument,
  StoredFacets,
  StoredMedia,
} from '../stored-product.ts';
import { slugify } from '../text-keys.ts';
import { randomFor, type Random } from '#src/seed/random.ts';
import {
  CATEGORY_PROFILES,
  MATERIALS,
  PRODUCT_NOUNS,
  SMART_RANGES,
  type Bi,
  type CategoryProfile,
} from './vocabulary.ts';

/**
 * The deterministic catalogue generator. Product i is a pure function of i and of the
 * catalogue's category/range layout, so 1,500 and 100,000 products are built the same way,
 * in batches, without holding the whole catalogue in memory.
 */

export type GeneratedCategory = {
  id: number;
  key: string;
  parentId: number | null;
  position: number;
  texts: { language: ProductLanguage; name: string; slug: string; description: string }[];
};

export type GeneratedRange = {
  id: number;
  title: string;
  slug: string;
  mainCategoryId: number;
  position: number;
};

export type GeneratedProduct = {
  id: number;
  tradeProductId: number;
  partNumber: string;
  eanCode: string;
  mainCategoryId: number;
  subCategoryId: number;
  rangeId: number;
  isAccessory: boolean;
  netWeight: number;
  etimClass: string;
  bestSellerRank: number;
  facets: StoredFacets;
  featureGroups: StoredFeatureGroup[];
  customFields: StoredCustomField[];
  media: StoredMedia[];
  documents: StoredDocument[];
  texts: {
    language: ProductLanguage;
    title: string;
    longText: string;
    family: string;
    slug: string;
  }[];
  accessoryIds: number[];
  relatedIds: number[];
};

/** A PDF the seed writes under media/documents (one per range, type and language). */
export type GeneratedDocumentFile = { path: string; title: string; lines: string[] };

export type Catalogue = {
  size: number;
  categories: GeneratedCategory[];
  ranges: GeneratedRange[];
  documentFiles: GeneratedDocumentFile[];
  /** Products [from, to) in id order. */
  products(from: number, to: number): GeneratedProduct[];
};

export const FIRST_PRODUCT_ID = 10_001;
export const FIRST_TRADE_PRODUCT_ID = 500_001;
const LANGUAGES = ['en-GB', 'fr-FR'] as const;
const GOLDEN = 0.6180339887498949;
const SALT = { layout: 1, product: 2, rank: 3, links: 4 } as const;

type RangeInfo = {
  def: RangeDef;
  row: GeneratedRange;
  category: MainCategoryDef;
  categoryIndex: number;
  /** Indexes into the category's sub categories that this range's products belong to. */
  subIndexes: number[];
  code: string;
};

export function generateCatalogue(size: number): Catalogue {
  const categories: GeneratedCategory[] = [];
  const ranges: RangeInfo[] = [];
  const subIds: number[][] = [];
  let subId = 100;
  let rangeId = 1;
  MAIN_CATEGORIES.forEach((cat, ci) => {
    const mainId = ci + 1;
    categories.push({
      id: mainId,
      key: cat.key,
      parentId: null,
      position: ci + 1,
      texts: LANGUAGES.map((language) => {
        const l = lang(language);
        return { language, name: cat.name[l], slug: cat.slug[l], description: cat.description[l] };
      }),
    });
    subIds.push(
      cat.subCategories.map((sub, si) => {
        const id = subId++;
        categories.push({
          id,
          key: slugify(sub.en),
          parentId: mainId,
          position: si + 1,
          texts: LANGUAGES.map((language) => ({
            language,
            name: sub[lang(language)],
            slug: slugify(sub[lang(language)]),
            description: '',
          })),
        });
        return id;
      }),
    );
    const S = cat.subCategories.length;
    const R = cat.ranges.length;
    const span = Math.max(2, Math.ceil(S / R) + 1);
    cat.ranges.forEach((def, ri) => {
      ranges.push({
        def,
        category: cat,
        categoryIndex: ci,
        row: {
          id: rangeId++,
          title: def.title,
          slug: slugify(def.title),
          mainCategoryId: mainId,
          position: ri + 1,
        },
        subIndexes: Array.from(
          { length: Math.min(span, S) },
          (_, k) => (Math.floor((ri * S) / R) + k) % S,
        ),
        code: def.title.replace(/[^A-Z]/g, '').slice(0, 3),
      });
    });
  });

  // Layout pass: which category, range, sub category and role each product has, and how well
  // it sells. Typed arrays keep 100,000 products to a few hundred kilobytes.
  const cumulative: number[] = [];
  const totalShare = MAIN_CATEGORIES.reduce((s, c) => s + c.share, 0);
  MAIN_CATEGORIES.reduce(
    (acc, c) => (cumulative.push((acc + c.share) / totalShare), acc + c.share),
    0,
  );
  const rangesOf = MAIN_CATEGORIES.map((_, ci) => ranges.filter((r) => r.categoryIndex === ci));
  const rangeIndex = new Uint16Array(size);
  const subIndex = new Uint8Array(size);
  const accessory = new Uint8Array(size);
  const score = new Float64Array(size);
  for (let i = 0; i < size; i++) {
    const u = ((i + 1) * GOLDEN) % 1;
    const ci = cumulative.findIndex((c) => u < c);
    const r = randomFor(i, SALT.layout);
    const range = r.pick(rangesOf[ci === -1 ? cumulative.length - 1 : ci] ?? []);
    rangeIndex[i] = ranges.indexOf(range);
    subIndex[i] = r.pick(range.subIndexes);
    accessory[i] = r.chance(0.08) ? 1 : 0;
    const s = randomFor(i, SALT.rank).next();
    score[i] = s * s * (accessory[i] ? 0.6 : 1);
  }
  const order = Array.from({ length: size }, (_, i) => i).sort(
    (a, b) => (score[b] ?? 0) - (score[a] ?? 0) || a - b,
  );
  const rank = new Int32Array(size);
  order.forEach((i, pos) => (rank[i] = pos + 1));

  const productsOfRange: number[][] = ranges.map(() => []);
  const accessoriesOfRange: number[][] = ranges.map(() => []);
  const accessoriesOfCategory: number[][] = MAIN_CATEGORIES.map(() => []);
  for (let i = 0; i < size; i++) {
    const ri = rangeIndex[i] ?? 0;
    if (accessory[i]) {
      accessoriesOfRange[ri]?.push(i);
      accessoriesOfCategory[ranges[ri]?.categoryIndex ?? 0]?.push(i);
    } else productsOfRange[ri]?.push(i);
  }
  const positionInRange = new Int32Array(size);
  for (const list of [...productsOfRange, ...accessoriesOfRange])
    list.forEach((i, k) => (positionInRange[i] = k));

  const documentsOfRange = ranges.map((r) => rangeDocuments(r));
  const documentFiles = ranges.flatMap((r, k) =>
    (documentsOfRange[k] ?? []).map((d) => ({
      path: d.url.replace(/^\/media\//, ''),
      title: d.title,
      lines: documentLines(r, d),
    })),
  );

  function product(i: number): GeneratedProduct {
    const ri = rangeIndex[i] ?? 0;
    const range = ranges[ri] as RangeInfo;
    const cat = range.category;
    const profile = CATEGORY_PROFILES[cat.key] as CategoryProfile;
    const si = subIndex[i] ?? 0;
    const sub = cat.subCategories[si] as Bi;
    const isAccessory = accessory[i] === 1;
    const r = randomFor(i, SALT.product);
    const id = FIRST_PRODUCT_ID + i;
    const base = isAccessory
      ? accessorySpec(r, profile)
      : luminaireSpec(r, profile, sub, range.def.title);
    const serial = String(i + 1).padStart(6, '0');
    const partNumber = isAccessory
      ? `${profile.code}${range.code}AC-${serial}`
      : `${profile.code}${range.code}${String(base.watts).padStart(2, '0')}-${serial}`;
    const texts = LANGUAGES.map((language) => {
      const l = lang(language);
      const title = isAccessory
        ? accessoryTitle(range.def.title, base.accessory as Bi, base.finish, l)
        : luminaireTitle(range.def.title, PRODUCT_NOUNS[sub.en] as Bi, base, l);
      return {
        language,
        title,
        longText: isAccessory
          ? accessoryText(range.def, base.accessory as Bi, profile, r, l)
          : luminaireText(range.def, PRODUCT_NOUNS[sub.en] as Bi, base, profile, l),
        family: isAccessory
          ? l === 'en'
            ? `${range.def.title} Accessories`
            : `Accessoires ${range.def.title}`
          : `${range.def.title} ${(PRODUCT_NOUNS[sub.en] as Bi)[l]}`,
        slug: `${slugify(title)}-${slugify(partNumber)}`,
      };
    });

    const links = randomFor(i, SALT.links);
    const sameRange = (isAccessory ? accessoriesOfRange[ri] : productsOfRange[ri]) ?? [];
    const k = positionInRange[i] ?? 0;
    const relatedIds: number[] = [];
    for (const step of [1, -1, 2, -2, 3, -3]) {
      if (relatedIds.length === 4 || sameRange.length < 2) break;
      const j = sameRange[(((k + step) % sameRange.length) + sameRange.length) % sameRange.length];
      if (j !== undefined && j !== i && !relatedIds.includes(FIRST_PRODUCT_ID + j))
        relatedIds.push(FIRST_PRODUCT_ID + j);
    }
    const accessoryPool = isAccessory
      ? []
      : ((accessoriesOfRange[ri]?.length
          ? accessoriesOfRange[ri]
          : accessoriesOfCategory[range.categoryIndex]) ?? []);
    const accessoryIds: number[] = [];
    const wanted = Math.min(accessoryPool.length, links.int(1, 3));
    for (
      let n = 0, start = links.int(0, 1000);
      accessoryIds.length < wanted && n < wanted * 3;
      n++
    ) {
      const j = accessoryPool[(start + n * 7) % accessoryPool.length];
      if (j !== undefined && !accessoryIds.includes(FIRST_PRODUCT_ID + j))
        accessoryIds.push(FIRST_PRODUCT_ID + j);
    }

    const pn = partNumber.toLowerCase();
    const media: StoredMedia[] = [
      {
        mediaId: `${id}-1`,
        isMainMedia: true,
        languages: [{ language: null, filename: `${pn}.jpg` }],
      },
      {
        mediaId: `${id}-2`,
        isMainMedia: false,
        languages: [{ language: null, filename: `${pn}-detail.jpg` }],
      },
    ];
    if (!isAccessory) {
      const drawing: StoredMedia = {
        mediaId: `${id}-3`,
        isMainMedia: false,
        languages: [
          { language: null, filename: `${pn}-dimensions.${r.chance(0.1) ? 'svg' : 'png'}` },
        ],
      };
      // Some exports list a drawing before the main picture; readers must prefer isMainMedia.
      if (r.chance(0.1)) media.unshift(drawing);
      else media.push(drawing);
    }

    return {
      id,
      tradeProductId: FIRST_TRADE_PRODUCT_ID + i,
      partNumber,
      eanCode: ean13(506_000_000_000 + ((id * 7919) % 1_000_000_000)),
      mainCategoryId: range.row.mainCategoryId,
      subCategoryId: subIds[range.categoryIndex]?.[si] ?? 0,
      rangeId: range.row.id,
      isAccessory,
      netWeight: Math.round(base.weight * 1000) / 1000,
      etimClass: isAccessory ? 'EC002706' : profile.etimClass,
      bestSellerRank: rank[i] ?? i + 1,
      facets: base.facets,
      featureGroups: base.featureGroups,
      customFields: customFields(r, cat, profile, base, isAccessory),
      media,
      documents: documentsOfRange[ri] ?? [],
      texts,
      accessoryIds,
      relatedIds,
    };
  }

  return {
    size,
    categories,
    ranges: ranges.map((r) => r.row),
    documentFiles,
    products: (from, to) => {
      const out: GeneratedProduct[] = [];
      for (let i = from; i < Math.min(to, size); i++) out.push(product(i));
      return out;
    },
  };
}

// ---------------------------------------------------------------------------------------------

type Spec = {
  watts: number;
  lumens: number;
  efficacy: number;
  cct: string;
  ip: string;
  ik: string;
  finish: Bi;
  years: number;
  onSite: boolean;
  dimmable: boolean;
  smart: boolean;
  lifetime: number;
  tilt: number | null;
  rotation: number | null;
  weight: number;
  accessory: Bi | null;
  facets: StoredFacets;
  featureGroups: StoredFeatureGroup[];
};

const lang = (language: ProductLanguage) => (language === 'fr-FR' ? 'fr' : 'en');
/** Built once: constructing a formatter per call dominated generating 100,000 products. */
const NUMBER_FORMAT = { en: new Intl.NumberFormat('en-GB'), fr: new Intl.NumberFormat('fr-FR') };

function luminaireSpec(r: Random, p: CategoryProfile, sub: Bi, range: string): Spec {
  const watts = r.pick(p.watts);
  const efficacy = r.int(p.efficacy[0], p.efficacy[1]);
  const lumens = Math.round((watts * efficacy) / 10) * 10;
  const cct = r.pick(p.cct);
  const ip = /bathroom/i.test(sub.en) ? 'IP65' : r.pick(p.ip);
  const ik = r.pick(p.ik);
  const ugr = r.pick(p.ugr);
  const years = r.pick([3, 5, 5, 5, 7, 10]);
  const dimmable = r.chance(0.6);
  const smart = SMART_RANGES.has(range) || r.chance(0.08);
  const adjustable = /adjustable|track|wall washer/i.test(sub.en) || r.chance(p.adjustable);
  const lifetime =
    p.dimension === 'lamp'
      ? r.pick([15_000, 20_000, 25_000])
      : r.pick([30_000, 50_000, 50_000, 60_000, 100_000]);
  const finish = r.pick(p.finishes);
  const isEmergency = p.code === 'EM';
  const energyClass = isEmergency || r.chance(0.03) ? NOT_APPLICABLE : energyClassOf(efficacy);
  const powerFactor =
    p.dimension === 'lamp' && r.chance(0.3)
      ? NOT_APPLICABLE
      : watts < 5
        ? '>0.5'
        : watts < 25
          ? '>0.9'
          : '>0.95';
  const tilt = adjustable ? r.pick([20, 30, 35, 45, 90]) : null;
  const rotation = adjustable ? r.pick([350, 355, 360]) : null;
  const cri = p.code === 'TR' ? '>90' : r.chance(0.2) ? '>90' : '>80';
  const beam = r.pick(p.beam);
  const material = MATERIALS[p.dimension];
  const mechanical: StoredFeature[] = [
    { etimId: 'EF005474', value: ip, unit: null },
    { etimId: 'EF004293', value: ik, unit: null },
    ...dimensions(r, p, watts),
    { etimId: 'EF001596', value: { 'en-GB': material.en, 'fr-FR': material.fr }, unit: null },
  ];
  if (finish.en)
    mechanical.push({
      etimId: 'EF000136',
      value: { 'en-GB': finish.en, 'fr-FR': finish.fr },
      unit: null,
    });
  const photometric: StoredFeature[] = [
    { etimId: 'EF009346', value: String(lumens), unit: 'lm' },
    { etimId: 'EF009347', value: String(efficacy), unit: 'lm/W' },
  ];
  if (cct !== NOT_APPLICABLE) photometric.push({ etimId: 'EF011946', ...cctFeature(cct) });
  photometric.push(
    { etimId: 'EF000442', value: cri, unit: null },
    { etimId: 'EF009348', value: String(beam), unit: '°' },
  );
  if (ugr !== NOT_APPLICABLE) photometric.push({ etimId: 'EF009349', value: ugr, unit: null });
  photometric.push({ etimId: 'EF009350', value: String(lifetime), unit: 'h' });
  return {
    watts,
    lumens,
    efficacy,
    cct,
    ip,
    ik,
    finish,
    years,
    onSite: years >= 5 && r.chance(0.4),
    dimmable,
    smart,
    lifetime,
    tilt,
    rotation,
    weight: p.weight[1] + p.weight[0] * watts * (0.8 + r.next() * 0.4),
    accessory: null,
    facets: {
      CCT: cct,
      energyClass,
      ipRating: ip,
      powerFactor,
      warranty: `${years} Years`,
      UGR: ugr,
      totalPower: totalPowerOf(watts),
      efficacy: efficacyBandOf(efficacy),
      smartProduct: smart ? 'Yes' : 'No',
    },
    featureGroups: [
      {
        etimId: 'EG000027',
        features: [
          { etimId: 'EF000280', value: String(watts), unit: 'W' },
          {
            etimId: 'EF000021',
            value: powerFactor === '>0.95' ? '0.95' : powerFactor === '>0.9' ? '0.9' : '0.5',
            unit: null,
          },
          { etimId: 'EF000010', value: '220-240', unit: 'V AC' },
          {
            etimId: 'EF000137',
            value: dimmable
              ? { 'en-GB': 'Yes', 'fr-FR': 'Oui' }
              : { 'en-GB': 'No', 'fr-FR': 'Non' },
            unit: null,
          },
        ],
      },
      { etimId: 'EG000028', features: photometric },
      { etimId: 'EG000029', features: mechanical },
    ],
  };
}

function accessorySpec(r: Random, p: CategoryProfile): Spec {
  const accessory = r.pick(p.accessories);
  const finish = r.pick(p.finishes);
  const ip = r.pick(p.ip);
  const smart = /sensor|dali/i.test(accessory.en);
  const material = MATERIALS[p.dimension];
  const mechanical: StoredFeature[] = [
    { etimId: 'EF005474', value: ip, unit: null },
    { etimId: 'EF001596', value: { 'en-GB': material.en, 'fr-FR': material.fr }, unit: null },
  ];
  if (finish.en)
    mechanical.push({
      etimId: 'EF000136',
      value: { 'en-GB': finish.en, 'fr-FR': finish.fr },
      unit: null,
    });
  return {
    watts: 0,
    lumens: 0,
    efficacy: 0,
    cct: NOT_APPLICABLE,
    ip,
    ik: r.pick(p.ik),
    finish,
    years: 3,
    onSite: false,
    dimmable: false,
    smart,
    lifetime: 0,
    tilt: null,
    rotation: null,
    weight: 0.05 + r.next() * 0.45,
    accessory,
    facets: {
      CCT: NOT_APPLICABLE,
      energyClass: NOT_APPLICABLE,
      ipRating: ip,
      powerFactor: NOT_APPLICABLE,
      warranty: '3 Years',
      UGR: NOT_APPLICABLE,
      totalPower: NOT_APPLICABLE,
      efficacy: NOT_APPLICABLE,
      smartProduct: smart ? 'Yes' : 'No',
    },
    featureGroups: [{ etimId: 'EG000029', features: mechanical }],
  };
}

function dimensions(r: Random, p: CategoryProfile, watts: number): StoredFeature[] {
  const mm = (v: number) => String(Math.round(v));
  switch (p.dimension) {
    case 'round': {
      const d = 60 + watts * 4 + r.int(0, 20);
      const out: StoredFeature[] = [
        { etimId: 'EF000008', value: mm(d), unit: 'mm' },
        { etimId: 'EF000040', value: mm(40 + watts * 1.5 + r.int(0, 20)), unit: 'mm' },
      ];
      if (p.code === 'DL') out.push({ etimId: 'EF007178', value: mm(d - 15), unit: 'mm' });
      return out;
    }
    case 'square':
      return [
        {
          etimId: 'EF000001',
          value: mm(p.code === 'PN' ? r.pick([595, 595, 1195]) : 120 + watts * 2),
          unit: 'mm',
        },
        {
          etimId: 'EF000040',
          value: mm(p.code === 'PN' ? r.pick([10, 35, 45]) : 40 + watts / 2),
          unit: 'mm',
        },
      ];
    case 'long':
      return [
        { etimId: 'EF000001', value: mm(r.pick([600, 1200, 1500, 1800])), unit: 'mm' },
        { etimId: 'EF000040', value: mm(r.pick([35, 50, 70])), unit: 'mm' },
      ];
    case 'lamp':
      return [
        { etimId: 'EF000008', value: mm(r.pick([26, 50, 60])), unit: 'mm' },
        { etimId: 'EF000040', value: mm(r.pick([55, 105, 600, 1200])), unit: 'mm' },
      ];
  }
}

function cctFeature(cct: string): Pick<StoredFeature, 'value' | 'unit'> {
  if (cct === 'CCT Switchable') return { value: '3000/4000/6500', unit: 'K' };
  if (cct === 'Tunable White') return { value: '2700-6500', unit: 'K' };
  return { value: cct.replace(/K$/, ''), unit: 'K' };
}

function energyClassOf(efficacy: number): string {
  if (efficacy >= 210) return 'A';
  if (efficacy >= 185) return 'B';
  if (efficacy >= 160) return 'C';
  if (efficacy >= 135) return 'D';
  if (efficacy >= 110) return 'E';
  if (efficacy >= 85) return 'F';
  return 'G';
}

const [P10, P20, P40, P60, P100, P100PLUS] = FACET_VALUE_ORDER.totalPower;
function totalPowerOf(watts: number): string {
  if (watts < 10) return P10;
  if (watts < 20) return P20;
  if (watts < 40) return P40;
  if (watts < 60) return P60;
  if (watts < 100) return P100;
  return P100PLUS;
}

const [E90, E110, E130, E150, E150PLUS] = FACET_VALUE_ORDER.efficacy;
function efficacyBandOf(efficacy: number): string {
  if (efficacy < 90) return E90;
  if (efficacy < 110) return E110;
  if (efficacy < 130) return E130;
  if (efficacy < 150) return E150;
  return E150PLUS;
}

function cctText(cct: string, l: 'en' | 'fr'): string {
  if (cct === NOT_APPLICABLE) return '';
  if (cct === 'CCT Switchable') return 'CCT';
  if (cct === 'Tunable White') return l === 'en' ? 'Tunable White' : 'Blanc dynamique';
  return cct;
}

function luminaireTitle(range: string, noun: Bi, s: Spec, l: 'en' | 'fr'): string {
  const ip = s.ip === 'IP20' ? '' : s.ip;
  const parts =
    l === 'en'
      ? [range, `${s.watts}W`, noun.en, ip, cctText(s.cct, l), s.finish.en]
      : [range, noun.fr, `${s.watts}W`, ip, cctText(s.cct, l), s.finish.fr];
  return parts.filter(Boolean).join(' ');
}

function accessoryTitle(range: string, accessory: Bi, finish: Bi, l: 'en' | 'fr'): string {
  return (l === 'en' ? [range, accessory.en, finish.en] : [accessory.fr, range, finish.fr])
    .filter(Boolean)
    .join(' ');
}

function luminaireText(
  range: RangeDef,
  noun: Bi,
  s: Spec,
  p: CategoryProfile,
  l: 'en' | 'fr',
): string {
  const use = p.uses[(s.watts + s.efficacy) % p.uses.length] as Bi;
  const n = (v: number) => NUMBER_FORMAT[l].format(v);
  if (l === 'en') {
    const cct =
      s.cct === NOT_APPLICABLE
        ? ''
        : s.cct === 'CCT Switchable'
          ? ', with a switch on the driver to choose 3000 K, 4000 K or 6500 K'
          : s.cct === 'Tunable White'
            ? ', tunable from 2700 K to 6500 K'
            : ` at ${s.cct.replace('K', ' K')}`;
    return [
      `The ${range.title} ${noun.en.toLowerCase()} delivers ${n(s.lumens)} lm from ${s.watts} W, an efficacy of ${s.efficacy} lm/W${cct}.`,
      range.blurb.en,
      use.en,
      `Rated ${s.ip} and ${s.ik}, it is designed for ${n(s.lifetime)} hours and carries a ${s.years}-year warranty${s.onSite ? ', including two years of on-site cover' : ''}.`,
      s.dimmable ? 'It dims smoothly to 1% on trailing-edge and DALI controls.' : '',
      s.smart
        ? 'Built-in smart control lets it be grouped, scheduled and monitored from an app.'
        : '',
    ]
      .filter(Boolean)
      .join(' ');
  }
  const cct =
    s.cct === NOT_APPLICABLE
      ? ''
      : s.cct === 'CCT Switchable'
        ? ', avec un sélecteur sur le driver pour choisir 3000 K, 4000 K ou 6500 K'
        : s.cct === 'Tunable White'
          ? ', réglable de 2700 K à 6500 K'
          : ` en ${s.cct.replace('K', ' K')}`;
  return [
    `${range.title} ${noun.fr} : ${n(s.lumens)} lm pour ${s.watts} W, soit une efficacité de ${s.efficacy} lm/W${cct}.`,
    range.blurb.fr,
    use.fr,
    `Indice de protection ${s.ip}, résistance aux chocs ${s.ik}, durée de vie de ${n(s.lifetime)} heures et garantie de ${s.years} ans${s.onSite ? ', dont deux ans d’intervention sur site' : ''}.`,
    s.dimmable
      ? 'Graduable jusqu’à 1 % avec les variateurs à coupure de phase descendante et DALI.'
      : '',
    s.smart
      ? 'Le pilotage intelligent intégré permet de grouper, programmer et superviser l’éclairage depuis une application.'
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function accessoryText(
  range: RangeDef,
  accessory: Bi,
  p: CategoryProfile,
  r: Random,
  l: 'en' | 'fr',
): string {
  const use = r.pick(p.uses);
  return l === 'en'
    ? `A genuine ${range.title} accessory: the ${accessory.en.toLowerCase()} is made for the ${range.title} range and fits without tools. ${range.blurb.en} ${use.en}`
    : `Accessoire d’origine ${range.title} : ${accessory.fr.toLowerCase()} conçu pour la gamme ${range.title}, qui se monte sans outil. ${range.blurb.fr} ${use.fr}`;
}

function customFields(
  r: Random,
  cat: MainCategoryDef,
  p: CategoryProfile,
  s: Spec,
  isAccessory: boolean,
): StoredCustomField[] {
  const fields: StoredCustomField[] = [
    { name: 'MainCategory', value: cat.name.en, language: 'en-GB' },
    { name: 'MainCategory', value: cat.name.fr, language: 'fr-FR' },
    { name: 'IP Rating', value: s.ip, language: null },
    { name: 'IK Rating', value: s.ik, language: null },
  ];
  if (!isAccessory)
    fields.push({ name: 'Lifetime_(Hrs)', value: String(s.lifetime), language: null });
  fields.push(
    { name: 'Warranty', value: String(s.years), language: null },
    { name: '2yr_On-Site_Warranty', value: s.onSite ? 'Yes' : 'No', language: null },
  );
  if (s.tilt !== null) fields.push({ name: 'Tilt Angle', value: `${s.tilt}°`, language: null });
  if (s.rotation !== null)
    fields.push({ name: 'Rotation Angle', value: `${s.rotation}°`, language: null });
  if (!isAccessory && (p.code === 'EM' || r.chance(0.04)))
    fields.push({ name: 'ICEL', value: 'Yes', language: null });
  // Country availability: 0 hides the product in that country's edition.
  fields.push(
    { name: 'Main web', value: r.chance(0.02) ? '0' : '1', language: null },
    { name: 'FR web', value: r.chance(0.12) ? '0' : '1', language: null },
    { name: 'Aus web', value: r.chance(0.08) ? '0' : '1', language: null },
    { name: 'NZ web', value: r.chance(0.1) ? '0' : '1', language: null },
  );
  return fields;
}

function rangeDocuments(r: RangeInfo): StoredDocument[] {
  const slug = r.row.slug;
  return [
    {
      type: 'datasheet',
      language: 'en-GB',
      title: `${r.def.title} datasheet`,
      url: `/media/documents/${slug}-datasheet-en.pdf`,
    },
    {
      type: 'installation-guide',
      language: 'en-GB',
      title: `${r.def.title} installation guide`,
      url: `/media/documents/${slug}-installation-guide-en.pdf`,
    },
    {
      type: 'datasheet',
      language: 'fr-FR',
      title: `Fiche technique ${r.def.title}`,
      url: `/media/documents/${slug}-datasheet-fr.pdf`,
    },
    {
      type: 'installation-guide',
      language: 'fr-FR',
      title: `Notice d’installation ${r.def.title}`,
      url: `/media/documents/${slug}-installation-guide-fr.pdf`,
    },
  ];
}

function documentLines(r: RangeInfo, d: StoredDocument): string[] {
  const fr = d.language === 'fr-FR';
  const cat = r.category;
  if (d.type === 'datasheet') {
    return [
      fr ? `Gamme ${r.def.title} - ${cat.name.fr}` : `${r.def.title} range - ${cat.name.en}`,
      fr ? r.def.blurb.fr : r.def.blurb.en,
      fr ? cat.description.fr : cat.description.en,
      fr
        ? 'Les caractéristiques de chaque référence figurent sur sa fiche produit.'
        : 'The specification of each product code is on its product page.',
    ];
  }
  return fr
    ? [
        `Notice d’installation - gamme ${r.def.title}`,
        '1. Coupez l’alimentation et vérifiez l’absence de tension.',
        '2. Raccordez la phase (L), le neutre (N) et la terre au bornier.',
        '3. Fixez le luminaire et vérifiez que rien ne touche le driver.',
        '4. Rétablissez l’alimentation et testez le fonctionnement.',
        'L’installation doit être réalisée par un électricien qualifié selon la norme NF C 15-100.',
      ]
    : [
        `Installation guide - ${r.def.title} range`,
        '1. Isolate the supply and prove it dead before starting.',
        '2. Connect live (L), neutral (N) and earth to the terminal block.',
        '3. Fix the luminaire and check that nothing presses on the driver.',
        '4. Restore the supply and test operation.',
        'Installation must be carried out by a qualified electrician to BS 7671.',
      ];
}

/** EAN-13 with its check digit, from a 12-digit body. */
export function ean13(body: number): string {
  const digits = String(body).padStart(12, '0').slice(-12);
  let sum = 0;
  for (let k = 0; k < 12; k++) sum += Number(digits[k]) * (k % 2 === 0 ? 1 : 3);
  return digits + String((10 - (sum % 10)) % 10);
}
