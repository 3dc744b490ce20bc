import type { Locale } from '@lumen/i18n';
import type { Database } from '#src/db/client.ts';
import { listDocuments } from './content-store.ts';

type HeroSlide = { external?: boolean; addShadow?: boolean; countDownTimer?: boolean };

export async function getHeroImages(db: Database, locale: Locale) {
  const slides = await listDocuments<HeroSlide>(db, 'heroImages', locale);
  return slides.map((s) => ({
    ...s,
    external: s.external === true,
    addShadow: s.addShadow === true,
    countDownTimer: s.countDownTimer === true,
  }));
}
