import type { Database } from '#src/db/client.ts';
import type { ObjectStorage } from '#src/lib/storage/object-storage.ts';
import { catalogueSeeder } from '#src/modules/catalogue/seed/seed-catalogue.ts';
import { contentSeeder } from '#src/modules/content/seed/seed-content.ts';
import { gardenPromoSeeder } from '#src/modules/garden-promo/seed/seed-garden-promo.ts';
import { notificationsSeeder } from '#src/modules/notifications/seed-notifications.ts';
import { loyaltySeeder } from '#src/modules/loyalty/seed/seed-loyalty.ts';
import { promotionsSeeder } from '#src/modules/promotions/seed/seed-promotions.ts';
import { quoteRequestsSeeder } from '#src/modules/quotes/seed/seed-quote-requests.ts';
import { searchHistorySeeder } from '#src/modules/search-history/seed/seed-search-history.ts';

export type SeedOptions = {
  dataDir: string;
  catalogueSize: number;
  /** The content files' folder (tests); apps/api/content by default. */
  contentDir?: string;
  /** Where seeded documents go (the configured store); DATA_DIR/uploads on local disk unless given. */
  storage?: ObjectStorage;
  log?: (message: string) => void;
};

export type Seeder = {
  name: string;
  /** Changes when the seed's output changes; an unchanged version is skipped on restart. */
  version(opts: SeedOptions): string;
  run(db: Database, opts: SeedOptions): Promise<void>;
};

// Order matters: the catalogue refers to content (categories) and media.
const seeders: Seeder[] = [
  contentSeeder,
  catalogueSeeder,
  promotionsSeeder,
  quoteRequestsSeeder,
  searchHistorySeeder,
  gardenPromoSeeder,
  notificationsSeeder,
  loyaltySeeder,
];

/**
 * Runs each seeder whose recorded version differs. Idempotent: a second start with the same
 * seed versions touches nothing, so data entered through the apps is kept. Bulk inserts and
 * index rebuilds may rightly run long, so seeding runs without the serving statement timeout.
 */
export async function seed(database: Database, opts: SeedOptions): Promise<void> {
  const db = database.withoutStatementTimeout();
  for (const s of seeders) {
    const version = s.version(opts);
    const [row] = await db.query<{ version: string }>(
      'SELECT version FROM seed_state WHERE name = $1',
      [s.name],
    );
    if (row?.version === version) continue;
    opts.log?.(`seeding ${s.name} (${version})`);
    await s.run(db, opts);
    await db.query(
      `INSERT INTO seed_state (name, version) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET version = excluded.version, seeded_at = now()`,
      [s.name, version],
    );
  }
}
