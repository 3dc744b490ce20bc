import { Image } from '@lumen/ui-kit/image';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lumen/ui-kit/tabs';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import type { MeetTheTeamData, TeamMember } from '../types.ts';

/** Under a region's h2 a member's name is an h3; in an ungrouped team it is the h2. */
function MemberCard({ member: m, isGrouped }: { member: TeamMember; isGrouped: boolean }) {
  const t = useTranslator();
  const Name = isGrouped ? 'h3' : 'h2';
  return (
    <li data-team-member className="group relative overflow-hidden rounded-lg bg-white shadow-card">
      <div className="relative">
        <Image
          src={m.profilePicture}
          alt={m.alternativeText ?? ''}
          width={480}
          height={480}
          loading="lazy"
          className="aspect-square w-full object-cover"
        />
        {/* The short description shows over the photo on hover or focus (spec §2), and is
            always in the text for screen readers. */}
        {m.shortDescription ? (
          <p className="absolute inset-0 flex items-end bg-ink-950/85 p-4 text-sm text-white opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100">
            {m.shortDescription}
          </p>
        ) : null}
      </div>
      <div className="p-4">
        <Name className="text-base font-semibold text-ink-950">{m.name}</Name>
        <p className="text-sm text-ink-700">{m.designation}</p>
        <p className="mt-3 flex flex-col gap-1 text-sm">
          {m.phoneNumber ? (
            <a
              href={`tel:${m.phoneNumber.replace(/\s/g, '')}`}
              className="text-brand-700 underline"
            >
              <span className="sr-only">{t('common.labelled', { label: t('footer.phone') })} </span>
              {m.phoneNumber}
            </a>
          ) : null}
          {m.email ? (
            <a href={`mailto:${m.email}`} className="break-all text-brand-700 underline">
              <span className="sr-only">{t('common.labelled', { label: t('footer.email') })} </span>
              {m.email}
            </a>
          ) : null}
        </p>
      </div>
    </li>
  );
}

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4';

/** /meet-the-team (spec §2): a tab per team, member cards, Australia grouped by region, a world map. */
export function MeetTheTeamPage({ data }: { data: MeetTheTeamData }) {
  const { header, teams } = data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink-950 md:text-4xl">{header.title}</h1>
      {header.description ? (
        <p className="mt-3 max-w-3xl text-lg text-ink-800">{header.description}</p>
      ) : null}
      <Image
        src={header.worldMapImage}
        alt={header.alternativeText ?? ''}
        width={1400}
        height={700}
        fetchPriority="high"
        className="mt-8 w-full rounded-lg"
      />
      {teams.length ? (
        <Tabs defaultValue={teams[0]!.id} className="mt-10">
          <TabsList>
            {teams.map((team) => (
              <TabsTrigger key={team.id} value={team.id}>
                {team.teamName}
              </TabsTrigger>
            ))}
          </TabsList>
          {teams.map((team) => (
            <TabsContent key={team.id} value={team.id} className="pt-8" data-team={team.id}>
              {team.groups.map((group) =>
                group.region ? (
                  <section
                    key={group.region.id}
                    aria-labelledby={`region-${group.region.id}`}
                    className="mb-10"
                  >
                    <h2
                      id={`region-${group.region.id}`}
                      className="mb-4 text-xl font-semibold text-ink-950"
                    >
                      {group.region.title}
                    </h2>
                    <ul className={GRID}>
                      {group.members.map((m) => (
                        <MemberCard key={m.id} member={m} isGrouped />
                      ))}
                    </ul>
                  </section>
                ) : (
                  <ul key="all" className={GRID}>
                    {group.members.map((m) => (
                      <MemberCard key={m.id} member={m} isGrouped={false} />
                    ))}
                  </ul>
                ),
              )}
            </TabsContent>
          ))}
        </Tabs>
      ) : null}
    </div>
  );
}
