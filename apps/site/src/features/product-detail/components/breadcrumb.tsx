import { Link } from 'react-router';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';

export type Crumb = { name: string; href?: string };

/** Home > Products > category > product (spec §2 Product detail); the last is the page. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const t = useTranslator();
  return (
    <nav aria-label={t('common.breadcrumb')} className="text-sm text-ink-700">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, index) => (
          <li key={`${index}-${item.name}`} className="flex items-center gap-2">
            {index > 0 ? (
              <span aria-hidden="true" className="text-ink-400">
                /
              </span>
            ) : null}
            {item.href ? (
              <Link
                to={item.href}
                className="focus-ring rounded hover:text-ink-950 hover:underline"
              >
                {item.name}
              </Link>
            ) : (
              <span aria-current="page" className="font-semibold text-ink-950">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
