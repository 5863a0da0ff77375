import { count, eq } from 'drizzle-orm';
import { createTestDatabaseLocation, type TestDatabaseLocation } from '../testing/test-database.js';
import { openSeededDatabase } from './open-seeded-database.js';
import { MAINTENANCE_SETTING, mailOutbox, merchants, rates, settings } from '../db/schema.js';
import { SEED_SUBSCRIBER_USER } from './seed-accounts.js';
import { SEED_MERCHANTS } from './seed-merchants.js';

describe('openSeededDatabase', () => {
  let place: TestDatabaseLocation;

  beforeEach(async () => {
    place = await createTestDatabaseLocation({ onDisk: true });
  });

  afterEach(() => place.remove());

  it('keeps changes across a close and a reopen', async () => {
    const first = await openSeededDatabase(place.location);
    await first.db.update(rates).set({ price: 0.5 }).where(eq(rates.product, 'GEM'));
    await first.db.update(settings).set({ enabled: true }).where(eq(settings.key, MAINTENANCE_SETTING));
    await first.close();

    const second = await openSeededDatabase(place.location);
    const [rate] = await second.db.select({ price: rates.price }).from(rates).where(eq(rates.product, 'GEM'));
    const [maintenance] = await second.db.select({ enabled: settings.enabled }).from(settings).where(eq(settings.key, MAINTENANCE_SETTING));
    await second.close();

    expect(rate).toEqual({ price: 0.5 });
    expect(maintenance).toEqual({ enabled: true });
  });

  it('seeds only the first time, so a reopen neither duplicates nor restores data', async () => {
    const first = await openSeededDatabase(place.location);
    await first.db.delete(merchants).where(eq(merchants.id, 'shadow-forge'));
    await first.close();

    const second = await openSeededDatabase(place.location);
    const [total] = await second.db.select({ merchants: count() }).from(merchants);
    await second.close();

    expect(total).toEqual({ merchants: SEED_MERCHANTS.length - 1 });
  });

  it('mails the seeded unsubscribe link to the shell the server serves, not the default one', async () => {
    // An empty database, even on PostgreSQL where the others start from the run's seeded template: this is about seeding.
    const empty = await createTestDatabaseLocation({ empty: true });
    const opened = await openSeededDatabase(empty.location, { shellOrigin: 'http://127.0.0.1:7100' });
    const mailed = await opened.db.select({ params: mailOutbox.params }).from(mailOutbox).where(eq(mailOutbox.toEmail, SEED_SUBSCRIBER_USER.email));
    await opened.close();
    await empty.remove();

    expect(mailed).toHaveLength(1);
    expect(String(mailed[0]?.params.link)).toMatch(/^http:\/\/127\.0\.0\.1:7100\/communications\?unsubscribe=[A-Za-z0-9_-]{43}$/);
  });
});
