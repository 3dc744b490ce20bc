import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { VisuallyHidden } from '@lumen/ui-kit/visually-hidden';
import { useTranslator } from '#src/lib/i18n.tsx';
import { useIsOwnPath } from '#src/lib/own-paths.tsx';

export type AppLinkProps = Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel'> & {
  href: string;
  /** Content flagged the link external: it opens in a new tab. */
  isExternal?: boolean;
  /** Whether the router loads the page's code and data on hover or focus (own pages only). */
  prefetch?: 'intent' | 'none';
};

/**
 * The shell's one link. Pages of the app rendering it navigate client-side; other paths (the
 * other public app's pages behind the gateway, media files) are full document loads, since
 * this app's router does not know them (lib/own-paths.tsx); external links open in a new tab
 * with `noopener` and say so to screen readers.
 */
export function AppLink({
  href,
  isExternal = false,
  prefetch = 'intent',
  children,
  ...props
}: AppLinkProps) {
  const t = useTranslator();
  const isOwnPath = useIsOwnPath();
  if (isExternal) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
      </a>
    );
  }
  if (isOwnPath(href)) {
    return (
      <Link to={href} prefetch={prefetch} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
