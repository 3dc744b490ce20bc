export type CookieTable = {
  id: string;
  orderId: number;
  name: string;
  description: string | null;
  privacy_policy_details: readonly {
    name: string;
    domain: string;
    expiration: string;
    description: string;
  }[];
};

export type CookieColumnLabels = {
  nameLabel: string | null;
  domainLabel: string | null;
  expirationLabel: string | null;
  descriptionLabel: string | null;
};

/**
 * The privacy policy's four cookie tables in order 1 strictly necessary, 2 performance,
 * 3 targeting, 4 functionality (spec §2), whatever order they arrive in.
 */
export function CookieTables({
  title,
  tables,
  labels,
}: {
  title: string | null;
  tables: readonly CookieTable[];
  labels: CookieColumnLabels;
}) {
  const ordered = [...tables].sort((a, b) => a.orderId - b.orderId);
  return (
    <section aria-labelledby="cookie-tables" className="space-y-10">
      {title ? (
        <h2 id="cookie-tables" className="text-2xl font-semibold text-ink-950">
          {title}
        </h2>
      ) : null}
      {ordered.map((table) => (
        <div key={table.id} data-cookie-table={table.orderId} className="space-y-3">
          <h3 className="text-xl font-semibold text-ink-950">{table.name}</h3>
          {table.description ? <p className="max-w-3xl text-ink-700">{table.description}</p> : null}
          {/* Scrolls sideways on a phone: focusable and named, so the keyboard can scroll it. */}
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={table.name}>
            <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
              <caption className="sr-only">{table.name}</caption>
              <thead>
                <tr className="border-b-2 border-ink-200 text-ink-700">
                  <th scope="col" className="py-2 pr-4">
                    {labels.nameLabel}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {labels.domainLabel}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {labels.expirationLabel}
                  </th>
                  <th scope="col" className="py-2">
                    {labels.descriptionLabel}
                  </th>
                </tr>
              </thead>
              <tbody>
                {table.privacy_policy_details.map((cookie) => (
                  <tr key={cookie.name} className="border-b border-ink-100 align-top">
                    <th scope="row" className="py-2 pr-4 font-mono font-medium text-ink-950">
                      {cookie.name}
                    </th>
                    <td className="py-2 pr-4 text-ink-800">{cookie.domain}</td>
                    <td className="py-2 pr-4 whitespace-nowrap text-ink-800">
                      {cookie.expiration}
                    </td>
                    <td className="py-2 text-ink-800">{cookie.description}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ))}
    </section>
  );
}
