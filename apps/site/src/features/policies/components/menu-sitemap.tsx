import { AppLink } from '@lumen/site-shell/components/app-link.tsx';

export type SitemapMenu = {
  id: string;
  menuName: string;
  url: string | null;
  sub_menus: readonly {
    id: string;
    submenuName: string;
    url: string | null;
    child_menus: readonly {
      id: string;
      childmenuName: string;
      url: string | null;
      externalLink: boolean;
    }[];
  }[];
};

function Entry({
  name,
  url,
  isExternal = false,
}: {
  name: string;
  url: string | null;
  isExternal?: boolean;
}) {
  if (!url) return <span className="font-semibold text-ink-950">{name}</span>;
  return (
    <AppLink
      href={url}
      isExternal={isExternal}
      className="focus-ring rounded text-ink-950 underline"
    >
      {name}
    </AppLink>
  );
}

/** The HTML sitemap page's list (spec §2): the main menu, nested as it is. */
export function MenuSitemap({ menus }: { menus: readonly SitemapMenu[] }) {
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {menus.map((menu) => (
        <li key={menu.id}>
          <h2 className="text-xl font-semibold">
            <Entry name={menu.menuName} url={menu.url} />
          </h2>
          <ul className="mt-3 space-y-3">
            {menu.sub_menus.map((sub) => (
              <li key={sub.id}>
                <Entry name={sub.submenuName} url={sub.url} />
                {sub.child_menus.length > 0 ? (
                  <ul className="mt-2 space-y-1 border-l border-ink-200 pl-4 text-sm">
                    {sub.child_menus.map((child) => (
                      <li key={child.id}>
                        <Entry
                          name={child.childmenuName}
                          url={child.url}
                          isExternal={child.externalLink}
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
