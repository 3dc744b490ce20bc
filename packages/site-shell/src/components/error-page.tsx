import { Link } from 'react-router';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { paths } from '#src/config/paths.ts';

type ErrorPageProps = {
  status: number;
  title: string;
  text: string;
  homeLabel: string;
  /** A second button that loads the address again (the 503 page: the outage may be over). */
  retry?: { href: string; label: string } | undefined;
};

/** The body of the 404, 500 and 503 pages (spec §2 Error pages); the chrome is the caller's. */
export function ErrorPage({ status, title, text, homeLabel, retry }: ErrorPageProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-6 py-24 text-center">
      <p className="text-7xl font-bold text-brand-700" aria-hidden="true">
        {status}
      </p>
      <h1 className="text-3xl font-semibold text-ink-900">{title}</h1>
      <p className="text-lg text-ink-700">{text}</p>
      {/* Document loads: after an error the app's state is not to be trusted. */}
      <div className="flex flex-wrap justify-center gap-4">
        {retry ? (
          <Link
            to={retry.href}
            reloadDocument
            className={buttonClassName({ variant: 'primary', size: 'lg' })}
          >
            {retry.label}
          </Link>
        ) : null}
        <Link
          to={paths.home.getHref()}
          reloadDocument
          className={buttonClassName({ variant: 'secondary', size: 'lg' })}
        >
          {homeLabel}
        </Link>
      </div>
    </section>
  );
}
