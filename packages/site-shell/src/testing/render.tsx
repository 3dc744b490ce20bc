import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import type { Language } from '@lumen/i18n';
import { MESSAGES } from '@lumen/i18n/messages';
import { LanguageProvider } from '#src/lib/i18n.tsx';

/**
 * Renders a component inside a router (at `/`, with `/contact` and `/news/:slug` as
 * navigation targets that render the same component) and the language provider.
 */
export function renderInApp(
  ui: () => ReactNode,
  { language = 'en' }: { language?: Language } = {},
) {
  const Page = () => (
    <LanguageProvider language={language} messages={MESSAGES[language]}>
      {ui()}
    </LanguageProvider>
  );
  const Stub = createRoutesStub([
    { path: '/', Component: Page },
    { path: '/contact', Component: Page },
    { path: '/products', Component: Page },
    { path: '/select-range', Component: Page },
    { path: '/news/:slug', Component: Page },
  ]);
  return render(<Stub initialEntries={['/']} />);
}
