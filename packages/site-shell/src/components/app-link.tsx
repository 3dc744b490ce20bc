import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { VisuallyHidden } from '@lumen/ui-kit/visually-hidden';
import { isSitePath } from '#src/config/paths.ts';
import { useTranslator } from '#src/lib/i18n.tsx';

export type AppLinkProps = Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel'> & {
  href: string;
  /** Content flagged the link external: it opens in a new tab. */
  isExternal?: boolean;
};

/**
 * One link for content-driven URLs. Pages of this app navigate client-side; other paths
 * (campaign pages behind the gateway, media files) are full document loads, since this
 * app's router does not know them; external links open in a new tab with `noopener` and
 * say so to screen readers.
 */
export function AppLink({ href, isExternal = false, children, ...props }: AppLinkProps) {
  const t = useTranslator();
  if (isExternal) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
      </a>
    );
  }
  if (isSitePath(href)) {
    return (
      <Link to={href} prefetch="intent" {...props}>
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
