import type { ReactNode } from 'react';
import { BackLink } from '#src/components/back-link.tsx';
import { Markdown } from '@lumen/site-shell/components/markdown.tsx';
import { paths } from '@lumen/site-shell/config/paths.ts';

/** A policy or text page: back to home, the title, the Markdown text and what follows it. */
export function TextPage({
  title,
  backButton,
  content,
  children,
}: {
  title: string;
  backButton: string;
  content: string | null;
  children?: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-7xl space-y-8 px-4 py-10">
      <BackLink to={paths.home.getHref()} label={backButton} />
      <h1 className="text-3xl font-semibold text-ink-950 md:text-4xl">{title}</h1>
      <Markdown source={content} />
      {children}
    </article>
  );
}
