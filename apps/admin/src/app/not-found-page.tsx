import { Link } from 'react-router';
import { PageTitle } from '#src/components/page-title.tsx';

export function NotFoundPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle>Page not found</PageTitle>
      <p>There is no screen at this address.</p>
      <p className="mt-4">
        <Link className="focus-ring underline" to="/admin">
          Go to the dashboard
        </Link>
      </p>
    </main>
  );
}
