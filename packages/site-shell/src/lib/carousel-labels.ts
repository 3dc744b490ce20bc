import type { Translator } from '@lumen/i18n';

/** The shared carousel's labels in the visitor's language. */
export function carouselLabels(t: Translator) {
  return {
    carousel: t('carousel.roleDescription'),
    slideRole: t('carousel.slideRoleDescription'),
    previous: t('carousel.previous'),
    next: t('carousel.next'),
    pause: t('carousel.pause'),
    play: t('carousel.play'),
    slide: (index: number, count: number) => t('carousel.slide', { index, count }),
  };
}
