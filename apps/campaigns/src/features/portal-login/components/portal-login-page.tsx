import { PageHero } from '@lumen/site-shell/components/page-hero.tsx';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import { buttonClassName } from '@lumen/ui-kit/button-class-name';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lumen/ui-kit/tabs';
import { VisuallyHidden } from '@lumen/ui-kit/visually-hidden';
import type { PortalLoginData } from '../api/get-portal-login.server.ts';

/**
 * /portal-login (campaigns spec §2.7): Contractor, Wholesaler and Employee tabs (a tablist:
 * arrow keys move between them, the chosen one is aria-selected), each with a link that opens
 * that portal in a new tab. The portals keep their own sign-in; the older per-type forms of
 * the spec had no behaviour, so none is drawn here.
 */
export function PortalLoginPage({ page }: { page: PortalLoginData }) {
  const t = useTranslator();
  const first = page.tabs[0];
  return (
    <>
      <PageHero
        title={page.title}
        description={page.description}
        image={page.heroImage}
        alternativeText={page.alternativeText}
      />
      <div className="mx-auto max-w-4xl px-4 py-12">
        {first ? (
          <Tabs defaultValue={first.key}>
            <TabsList aria-label={t('landing.portalTypes')}>
              {page.tabs.map((tab) => (
                <TabsTrigger key={tab.key} value={tab.key} className="text-base">
                  {tab.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {page.tabs.map((tab) => (
              <TabsContent key={tab.key} value={tab.key}>
                {tab.description ? <p className="text-lg text-ink-800">{tab.description}</p> : null}
                <a
                  href={tab.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${buttonClassName({ size: 'lg' })} mt-6`}
                >
                  {tab.buttonText || tab.label}
                  <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
                </a>
              </TabsContent>
            ))}
          </Tabs>
        ) : null}
        {page.helpText ? <p className="mt-10 text-sm text-ink-700">{page.helpText}</p> : null}
      </div>
    </>
  );
}
