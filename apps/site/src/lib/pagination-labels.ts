import type { Translator } from '@lumen/i18n';

/** The shared pagination's labels in the visitor's language. */
export function paginationLabels(t: Translator) {
  return {
    navigation: t('pagination.label'),
    first: t('pagination.firstPage'),
    previous: t('pagination.previousPage'),
    next: t('pagination.nextPage'),
    last: t('pagination.lastPage'),
    page: (page: number) => t('pagination.page', { page }),
  };
}
