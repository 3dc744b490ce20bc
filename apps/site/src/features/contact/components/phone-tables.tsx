import { telHref } from '@lumen/site-shell/lib/tel-href.ts';

export type Continent = {
  id: string;
  name: string;
  call_uses: readonly {
    id: string;
    country: string;
    phoneNumber: string;
    availability: string | null;
  }[];
};

export type PhoneTableLabels = {
  title: string | null;
  countryLabel: string | null;
  phoneNumberLabel: string | null;
  availabilityLabel: string | null;
};

/** /contact/get-in-touch: one table per continent (country, phone number, availability). */
export function PhoneTables({
  continents,
  labels,
}: {
  continents: readonly Continent[];
  labels: PhoneTableLabels | null;
}) {
  return (
    <section aria-labelledby="phone-tables" className="mx-auto max-w-7xl space-y-10 px-4 py-12">
      <h2 id="phone-tables" className="text-2xl font-semibold text-ink-950">
        {labels?.title}
      </h2>
      {continents.map((continent) => (
        <div key={continent.id} className="overflow-x-auto">
          <table className="w-full min-w-[36rem] border-collapse text-left">
            <caption className="pb-3 text-left text-xl font-semibold text-ink-950">
              {continent.name}
            </caption>
            <thead>
              <tr className="border-b-2 border-ink-200 text-sm text-ink-700">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {labels?.countryLabel}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {labels?.phoneNumberLabel}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {labels?.availabilityLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {continent.call_uses.map((line) => (
                <tr key={line.id} className="border-b border-ink-100">
                  <th scope="row" className="py-3 pr-4 font-medium text-ink-950">
                    {line.country}
                  </th>
                  <td className="py-3 pr-4">
                    <a
                      href={telHref(line.phoneNumber)}
                      className="focus-ring rounded font-semibold whitespace-nowrap text-ink-950 underline"
                    >
                      {line.phoneNumber}
                    </a>
                  </td>
                  <td className="py-3 text-ink-700">{line.availability}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
