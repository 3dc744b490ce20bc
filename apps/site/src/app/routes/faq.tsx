import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { FaqPage } from '#src/features/faq/components/faq-page.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/faq';
import { loadFaq } from './faq.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadFaq(requestScopeOf(context));
}

/** Built by the loader, so the tag builders stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** Choosing categories changes only `?category=`, which the page filters itself: no refetch. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <FaqPage data={loaderData.data} />;
}
