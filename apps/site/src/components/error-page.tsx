import { Link } from 'react-router';
import { buttonClassName } from '@lumen/ui-kit/button';
import { paths } from '#src/config/paths.ts';

type ErrorPageProps = {
  status: number;
  title: string;
  text: string;
  homeLabel: string;
};

/** The body of the 404 and 500 pages (spec §2 Error pages); the chrome is the caller's. */
export function ErrorPage({ status, title, text, homeLabel }: ErrorPageProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-6 py-24 text-center">
      <p className="text-7xl font-bold text-brand-700" aria-hidden="true">
        {status}
      </p>
      <h1 className="text-3xl font-semibold text-ink-900">{title}</h1>
      <p className="text-lg text-ink-700">{text}</p>
      {/* A document load: after an error the app's state is not to be trusted. */}
      <Link
        to={paths.home.getHref()}
        reloadDocument
        className={buttonClassName({ variant: 'secondary', size: 'lg' })}
      >
        {homeLabel}
      </Link>
    </section>
  );
}
