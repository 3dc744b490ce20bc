import type { ReactNode } from 'react';
import { Link } from 'react-router';

type AppLinkProps = {
  href: string;
  isExternal?: boolean;
  className?: string;
  children: ReactNode;
  /** Read by screen readers after the text of a link that opens a new tab. */
  newTabLabel?: string;
};

/**
 * One link for content-driven URLs: site paths navigate client-side, external ones open in
 * a new tab with `noopener` and say so to screen readers.
 */
export function AppLink({ href, isExternal, className, children, newTabLabel }: AppLinkProps) {
  if (isExternal || /^(https?:|mailto:|tel:)/i.test(href)) {
    const newTab = isExternal === true;
    return (
      <a
        href={href}
        className={className}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
        {newTab && newTabLabel ? <span className="sr-only"> {newTabLabel}</span> : null}
      </a>
    );
  }
  return (
    <Link to={href} className={className} prefetch="intent">
      {children}
    </Link>
  );
}
