import { Image } from '@lumen/ui-kit/image';
import { BackLink } from '#src/components/back-link.tsx';
import { Markdown } from '@lumen/site-shell/components/markdown.tsx';
import { paths } from '@lumen/site-shell/config/paths.ts';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import { requestScopeOf } from '@lumen/site-shell/lib/request-scope.server.ts';
import type { Route } from './+types/customer-story';
import { loadCustomerStory } from './customer-story.server.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadCustomerStory(requestScopeOf(context), request);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CustomerStory({ loaderData }: Route.ComponentProps) {
  const t = useTranslator();
  const { story } = loaderData;
  return (
    <article className="mx-auto max-w-7xl space-y-8 px-4 py-10">
      <BackLink to={paths.home.getHref()} label={t('errors.backToHome')} />
      <h1 className="text-3xl font-semibold text-ink-950 md:text-4xl">{story.title}</h1>
      <Image
        src={story.image}
        alt={story.alternativeText ?? ''}
        width={800}
        height={600}
        loading="eager"
        className="aspect-[4/3] w-full max-w-3xl rounded-lg object-cover"
      />
      <Markdown source={story.description} />
    </article>
  );
}
