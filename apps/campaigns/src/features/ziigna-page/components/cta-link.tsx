import { AppLink } from '@lumen/site-shell/components/app-link.tsx';
import { buttonClassName, type ButtonVariant } from '@lumen/ui-kit/button-class-name';

/**
 * A content call to action: a page of either app, or another site in a new tab. Its text may
 * wrap (a French label is wider than a phone), so it is not the button's one fixed-height line.
 */
export function CtaLink({
  href,
  text,
  variant = 'primary',
}: {
  href: string | null;
  text: string | null;
  variant?: ButtonVariant;
}) {
  if (!href || !text) return null;
  return (
    <AppLink
      href={href}
      isExternal={/^https?:/i.test(href)}
      className={`${buttonClassName({ variant, size: 'lg' })} mt-6 h-auto! min-h-12 max-w-full py-3 text-center whitespace-normal!`}
    >
      {text}
    </AppLink>
  );
}
