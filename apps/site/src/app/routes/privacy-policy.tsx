import { Markdown } from '@lumen/site-shell/components/markdown.tsx';
import { CookieTables } from '#src/features/policies/components/cookie-tables.tsx';
import { TextPage } from '#src/features/policies/components/text-page.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/privacy-policy';
import { loadPrivacyPolicy } from './privacy-policy.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadPrivacyPolicy(requestScopeOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { heading, tables } = loaderData;
  return (
    <TextPage
      title={heading.title ?? ''}
      backButton={heading.backButton ?? ''}
      content={heading.content}
    >
      <CookieTables title={heading.cookiesTitle} tables={tables} labels={heading} />
      <Markdown source={heading.conclusion} />
    </TextPage>
  );
}
