import { notFound } from '#src/lib/http.ts';

/** Every path no other route claims: a real 404 status, rendered by the root ErrorBoundary. */
export function loader(): never {
  notFound();
}

export default function NotFound() {
  return null;
}
