import { entry, media, type SeedDoc } from './define.ts';

type VideoSeed = {
  id: string;
  /** The player's 11-character video id (spec §5: other lengths are not playable). */
  videoId: string;
  publishedAt: string;
  ranges: string[];
  skus: string[];
  isShort?: boolean;
  en: { heading: string; alt: string };
  fr: { heading: string; alt: string };
};

const VIDEOS: VideoSeed[] = [
  {
    id: 'fit-aura-fire-rated-downlight',
    videoId: 'Qe4TzK8pW1c',
    publishedAt: '2025-06-30T08:00:00.000Z',
    ranges: ['AURA', 'HALO FIRE', 'LUNA'],
    skus: ['LUM-AURA-006', 'LUM-AURA-008'],
    en: {
      heading: 'How to fit an AURA fire-rated downlight',
      alt: 'An installer fitting an AURA downlight',
    },
    fr: { heading: 'Poser un spot coupe-feu AURA', alt: 'Un installateur posant un spot AURA' },
  },
  {
    id: 'aura-colour-switch',
    videoId: 'Hp3sW7nQx2M',
    publishedAt: '2025-07-10T08:00:00.000Z',
    ranges: ['AURA'],
    skus: ['LUM-AURA-006'],
    isShort: true,
    en: {
      heading: 'Setting the colour temperature on AURA',
      alt: 'The colour switch on an AURA driver',
    },
    fr: {
      heading: 'Régler la température de couleur d’AURA',
      alt: 'Le sélecteur de couleur sur le driver AURA',
    },
  },
  {
    id: 'address-titan-dali',
    videoId: 'Lm7dQ2vX9aB',
    publishedAt: '2025-03-03T08:00:00.000Z',
    ranges: ['TITAN'],
    skus: ['LUM-TITAN-200'],
    en: {
      heading: 'Addressing TITAN high bays with DALI-2',
      alt: 'A handheld DALI programmer pointed at a TITAN high bay',
    },
    fr: {
      heading: 'Adresser des cloches TITAN en DALI-2',
      alt: 'Un programmateur DALI portable pointé vers une cloche TITAN',
    },
  },
  {
    id: 'install-optima-grid-ceiling',
    videoId: 'Tz5uB1kV8rE',
    publishedAt: '2025-10-02T08:00:00.000Z',
    ranges: ['OPTIMA', 'TRIDENT', 'SKYLINE'],
    skus: ['LUM-OPTIMA-030'],
    en: {
      heading: 'Installing OPTIMA panels in a grid ceiling',
      alt: 'An OPTIMA panel lowered into a ceiling grid',
    },
    fr: {
      heading: 'Installer une dalle OPTIMA dans un faux plafond',
      alt: 'Une dalle OPTIMA posée dans une ossature de plafond',
    },
  },
  {
    id: 'test-guardian-emergency',
    videoId: 'Gd2aN6mYc4P',
    publishedAt: '2025-02-01T08:00:00.000Z',
    ranges: ['GUARDIAN', 'EXITA', 'SAFEGUARD'],
    skus: ['LUM-GUARDIAN-003'],
    en: {
      heading: 'Reading GUARDIAN self-test results',
      alt: 'The status LED of a GUARDIAN bulkhead',
    },
    fr: {
      heading: 'Lire les résultats d’autotest GUARDIAN',
      alt: 'Le voyant d’état d’un hublot GUARDIAN',
    },
  },
  {
    id: 'design-ziigna-run',
    videoId: 'R2nHc6YuJ0s',
    publishedAt: '2025-09-08T08:00:00.000Z',
    ranges: ['ZIIGNA'],
    skus: [],
    en: {
      heading: 'Designing a Ziigna run with the online builder',
      alt: 'The Ziigna builder on a laptop',
    },
    fr: {
      heading: 'Concevoir une ligne Ziigna avec le configurateur',
      alt: 'Le configurateur Ziigna sur un ordinateur portable',
    },
  },
  {
    id: 'fit-beacon-pir',
    videoId: 'Bc9eK4wLq7Z',
    publishedAt: '2026-02-12T08:00:00.000Z',
    ranges: ['BEACON'],
    skus: ['LUM-BEACON-050'],
    isShort: true,
    en: {
      heading: 'Clipping the PIR sensor onto a BEACON floodlight',
      alt: 'A PIR sensor clipped onto a BEACON floodlight',
    },
    fr: {
      heading: 'Clipser le détecteur PIR sur un projecteur BEACON',
      alt: 'Un détecteur PIR clipsé sur un projecteur BEACON',
    },
  },
  {
    id: 'connect-strata-trunking',
    videoId: 'St4rT8uNk1G',
    publishedAt: '2026-05-05T08:00:00.000Z',
    ranges: ['STRATA'],
    skus: ['LUM-STRATA-058'],
    en: {
      heading: 'Connecting STRATA trunking and gear trays',
      alt: 'A STRATA gear tray clicked into its trunking',
    },
    fr: {
      heading: 'Raccorder le rail STRATA et ses platines',
      alt: 'Une platine STRATA clipsée dans son rail',
    },
  },
  {
    id: 'replace-fluorescent-with-tubelite',
    videoId: 'Tb6lX2pRd9H',
    publishedAt: '2026-08-01T08:00:00.000Z',
    ranges: ['TUBELITE', 'BATTEN PRO'],
    skus: ['LUM-TUBELITE-150'],
    en: {
      heading: 'Replacing fluorescent tubes with TUBELITE',
      alt: 'A fluorescent tube being swapped for a TUBELITE LED tube',
    },
    fr: {
      heading: 'Remplacer un tube fluorescent par un TUBELITE',
      alt: 'Un tube fluorescent remplacé par un tube LED TUBELITE',
    },
  },
];

export function videoContent(): SeedDoc[] {
  return VIDEOS.flatMap((v) =>
    entry('howToVideos', v.id, {
      shared: {
        embedUrl: `https://www.youtube.com/embed/${v.videoId}`,
        posterImage: media(`videos/${v.id}.jpg`),
        published_at: v.publishedAt,
        productSkuList: v.skus,
        productRanges: v.ranges,
        shortVideo: v.isShort === true,
      },
      en: { heading: v.en.heading, alternativeText: v.en.alt },
      fr: { heading: v.fr.heading, alternativeText: v.fr.alt },
    }),
  );
}
