import type { ReactNode } from 'react';
import { SiteChrome, type SiteChromeProps } from '#src/features/layout/components/site-chrome.tsx';
import { EMPTY_LAYOUT_CONTENT } from '#src/features/layout/types.ts';
import { useRootData } from './root-data.ts';

/** Renders a layout's chrome from the root loader's data. */
export function LayoutShell({
  variant,
  children,
}: {
  variant: SiteChromeProps['variant'];
  children: ReactNode;
}) {
  const root = useRootData();
  return (
    <SiteChrome
      variant={variant}
      content={root?.layout ?? EMPTY_LAYOUT_CONTENT}
      language={root?.visitor.language ?? 'en'}
      countryId={root?.visitor.countryId ?? 1}
      customerAccountUrl={root?.config.customerAccountUrl}
      supportChatScriptUrl={root?.config.supportChatScriptUrl}
    >
      {children}
    </SiteChrome>
  );
}
