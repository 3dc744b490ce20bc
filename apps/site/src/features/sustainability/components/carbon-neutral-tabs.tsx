import { Disclosure } from '@lumen/ui-kit/disclosure';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lumen/ui-kit/tabs';
import { Markdown } from '@lumen/site-shell/components/markdown.tsx';

type Tab = { id: string; title: string; content: string | null };

/**
 * The carbon-neutral tabs (spec §2 Sustainability): tabs from the md breakpoint, an
 * accordion on small screens. Both are in the server HTML; CSS shows the one that fits.
 */
export function CarbonNeutralTabs({ tabs, label }: { tabs: readonly Tab[]; label: string }) {
  if (tabs.length === 0) return null;
  return (
    <>
      <div className="hidden md:block" data-variant="tabs">
        <Tabs defaultValue={tabs[0]!.id}>
          <TabsList aria-label={label}>
            {tabs.map((tab) => (
              <TabsTrigger key={tab.id} value={tab.id}>
                {tab.title}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((tab) => (
            <TabsContent key={tab.id} value={tab.id}>
              <Markdown source={tab.content} />
            </TabsContent>
          ))}
        </Tabs>
      </div>
      <div
        className="divide-y divide-ink-200 border-y border-ink-200 md:hidden"
        data-variant="accordion"
      >
        {tabs.map((tab, i) => (
          <Disclosure key={tab.id} summary={tab.title} headingLevel={3} defaultOpen={i === 0}>
            <Markdown source={tab.content} className="pb-4" />
          </Disclosure>
        ))}
      </div>
    </>
  );
}
