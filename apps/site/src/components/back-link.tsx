import { Link } from 'react-router';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';

/** The back button content pages open with ('Back to contact', 'Back to home'). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} prefetch="intent" className={buttonClassName({ variant: 'outline', size: 'sm' })}>
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
