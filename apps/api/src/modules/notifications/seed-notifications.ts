import { count } from 'drizzle-orm';
import { notificationSettings } from '#src/db/schema.ts';
import type { Seeder } from '#src/seed/seed.ts';

/** The one setting the screen edits (spec §7: the first element), off until staff turn it on. */
export const notificationsSeeder: Seeder = {
  name: 'notifications',
  version: () => 'notifications-1',
  async run(db, opts) {
    const [existing] = await db.orm.select({ n: count() }).from(notificationSettings);
    if (existing && existing.n > 0) return;
    await db.orm.insert(notificationSettings).values({
      notificationType: 'loyalty-app',
      notificationFlag: false,
      notificationMessage: 'Double points on every garden lighting invoice this month.',
    });
    opts.log?.('notifications: 1 setting seeded');
  },
};
