import type { ArtworkMotif, ArtworkOptions } from '#src/seed/artwork.ts';

const CATEGORY_MOTIFS: Record<string, ArtworkMotif> = {
  downlights: 'downlight',
  panels: 'panel',
  linear: 'linear',
  'high-bays': 'high-bay',
  floodlights: 'floodlight',
  emergency: 'emergency',
  bulkheads: 'bulkhead',
  'track-lighting': 'track',
  lamps: 'lamp',
};

/** The artwork motif that suggests a main category's products. */
export function motifOfCategory(key: string): ArtworkMotif {
  return CATEGORY_MOTIFS[key] ?? 'downlight';
}

const MOTIFS = new Set<string>([
  ...Object.values(CATEGORY_MOTIFS),
  'scene',
  'portrait',
  'logo',
  'icon',
  'document',
  'page',
]);

type Plan = Omit<ArtworkOptions, 'seed'>;

/** Size and motif per media folder, so content files name an image and the seed can draw it. */
const FOLDERS: Record<string, Plan> = {
  hero: { motif: 'scene', width: 1600, height: 667, dark: true },
  'hero-mobile': { motif: 'scene', width: 750, height: 1000, dark: true },
  search: { motif: 'scene', width: 1600, height: 500, dark: true },
  menus: { motif: 'scene', width: 480, height: 320 },
  ranges: { motif: 'downlight', width: 600, height: 450 },
  categories: { motif: 'scene', width: 1440, height: 450, dark: true },
  'categories-mobile': { motif: 'scene', width: 750, height: 600, dark: true },
  products: { motif: 'downlight', width: 800, height: 600 },
  customers: { motif: 'scene', width: 800, height: 600 },
  clients: { motif: 'logo', width: 320, height: 160 },
  awards: { motif: 'icon', width: 240, height: 240 },
  certificates: { motif: 'document', width: 620, height: 877 },
  flags: { motif: 'icon', width: 48, height: 32 },
  social: { motif: 'icon', width: 48, height: 48 },
  news: { motif: 'scene', width: 960, height: 540 },
  'case-studies': { motif: 'scene', width: 1080, height: 720 },
  videos: { motif: 'scene', width: 960, height: 540, dark: true },
  og: { motif: 'scene', width: 1200, height: 630 },
  header: { motif: 'scene', width: 1600, height: 500, dark: true },
  // Careers, FAQ, meet the team, our story (issue 10).
  careers: { motif: 'scene', width: 960, height: 640 },
  'careers-mobile': { motif: 'scene', width: 750, height: 1000, dark: true },
  people: { motif: 'portrait', width: 480, height: 480 },
  story: { motif: 'scene', width: 960, height: 640 },
  'story-mobile': { motif: 'scene', width: 750, height: 1000, dark: true },
  maps: { motif: 'scene', width: 1400, height: 700 },
  // Videos, catalogues and lighting guides (issue 10). Flipbook pages are small: the full
  // catalogue has 434 of them and the seed draws every one.
  'video-types': { motif: 'scene', width: 800, height: 450, dark: true },
  catalogues: { motif: 'page', width: 420, height: 594 },
  'catalogue-pages': { motif: 'page', width: 560, height: 792 },
  brochures: { motif: 'page', width: 420, height: 594 },
  'brochure-pages': { motif: 'page', width: 560, height: 792 },
  'brochure-files': { motif: 'page', width: 560, height: 792 },
  // Contact, sustainability and visitor-centre pages (issue 10).
  contact: { motif: 'icon', width: 160, height: 160 },
  sustainability: { motif: 'scene', width: 960, height: 640 },
  'sustainability-mobile': { motif: 'scene', width: 750, height: 1000 },
  documents: { motif: 'document', width: 620, height: 877 },
};

/**
 * What to draw for a content media path (`/media/content/<folder>/<name>`). A file name that
 * starts with a motif (`downlight-aura.jpg`) draws that motif; `-mobile` names draw the
 * folder's mobile size. An `.mp4` is the seed's one placeholder clip (artwork.ts).
 */
export function artworkFor(mediaPath: string): { relPath: string; options: ArtworkOptions } | null {
  const match = /^\/media\/(content\/([a-z0-9-]+)\/([a-z0-9-]+)\.(jpg|webp|png|svg|pdf|mp4))$/.exec(
    mediaPath,
  );
  if (!match) return null;
  const [, relPath, folder, name] = match as unknown as [string, string, string, string];
  const isMobile = name.endsWith('-mobile');
  const plan = FOLDERS[isMobile ? `${folder}-mobile` : folder] ?? FOLDERS[folder];
  if (!plan) return null;
  const lead = name.split('-')[0] ?? '';
  const twoWords = name.split('-').slice(0, 2).join('-');
  const motif = MOTIFS.has(twoWords) ? twoWords : MOTIFS.has(lead) ? lead : plan.motif;
  // A flipbook page (`…-042`) carries its number, so the reader sees where they are.
  const pageNumber = plan.motif === 'page' ? /-(\d{2,3})$/.exec(name)?.[1] : undefined;
  return {
    relPath,
    options: {
      ...plan,
      motif: motif as ArtworkMotif,
      seed: name.replace(/-mobile$/, ''),
      ...(pageNumber ? { label: String(Number(pageNumber)) } : {}),
    },
  };
}

export type FlipbookKind = 'catalogue' | 'brochure';

/** The path of page `page` (1-based) of a catalogue's or brochure's flipbook. */
export function flipbookPagePath(kind: FlipbookKind, pageSlug: string, page: number): string {
  return `/media/content/${kind}-pages/${pageSlug}-${String(page).padStart(3, '0')}.webp`;
}

/** The flipbook page paths as a template the site fills in: `{page}` is the 3-digit number. */
export function flipbookPageTemplate(kind: FlipbookKind, pageSlug: string): string {
  return `/media/content/${kind}-pages/${pageSlug}-{page}.webp`;
}

/** Every flipbook page image the documents call for (catalogues and brochures with pageCount). */
export function flipbookPagePaths(
  docs: readonly { collection: string; data: Record<string, unknown> }[],
): Set<string> {
  const into = new Set<string>();
  for (const { collection, data } of docs) {
    const kind: FlipbookKind | null =
      collection === 'catalogues' ? 'catalogue' : collection === 'brochures' ? 'brochure' : null;
    if (!kind || typeof data.pageCount !== 'number' || typeof data.pageSlug !== 'string') continue;
    for (let page = 1; page <= data.pageCount; page++)
      into.add(flipbookPagePath(kind, data.pageSlug, page));
  }
  return into;
}

/** Every /media/content path mentioned anywhere in a value (documents are nested JSON). */
export function mediaPathsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith('/media/content/')) into.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) mediaPathsIn(v, into);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) mediaPathsIn(v, into);
  }
  return into;
}
