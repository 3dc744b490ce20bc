import { useId } from 'react';
import { Form } from 'react-router';
import { Button } from '@lumen/ui-kit/button';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';

/**
 * The /videos search box (placeholder from content). A GET form, so a search is an address
 * that works without JavaScript; an empty box shows the type cards again.
 */
export function VideosSearch({
  search,
  placeholder,
}: {
  search: string | null;
  placeholder: string | null;
}) {
  const t = useTranslator();
  const id = useId();
  return (
    <Form
      method="get"
      action={paths.videos.list.getHref()}
      role="search"
      aria-label={t('videos.searchLabel')}
      className="mt-8 flex max-w-xl gap-2"
    >
      <label htmlFor={id} className="sr-only">
        {t('videos.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        name="search"
        defaultValue={search ?? ''}
        placeholder={placeholder ?? undefined}
        maxLength={200}
        className="focus-ring h-12 flex-1 rounded-md border border-ink-300 bg-white px-4 text-ink-900"
      />
      <Button type="submit" size="lg">
        {t('common.search')}
      </Button>
    </Form>
  );
}
