import { eq } from 'drizzle-orm';
import { notifications, type users } from '../db/schema.js';
import { queuedMailsOf } from '../testing/queued-mails.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { tellAccount } from './tell-account.js';

const SHELL_ORIGIN = 'http://shell.test:8080';
const LINKS = { shellOrigin: SHELL_ORIGIN };

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp({ shellOrigin: SHELL_ORIGIN });
});

afterAll(() => t.close());

async function personWith(values: Partial<typeof users.$inferInsert> = {}) {
  const email = `told-${crypto.randomUUID()}@marketplace.test`;
  const { id } = await t.createUser({ email, ...values });
  return { id, email };
}

async function notificationsOf(userId: string) {
  const rows = await t.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.map(({ translationId, params }) => ({ translationId, params }));
}

describe('tellAccount', () => {
  it('queues the mail to the account’s address, with its facts and a link to the page that shows them in the person’s language', async () => {
    const person = await personWith({ preferredLocale: 'ja' });

    await tellAccount(t.db, LINKS, person.id, 'offer-received', { collectible: 'Amber Stag', price: '80.00' });

    expect(await queuedMailsOf(t.db, person.id)).toEqual([
      {
        kind: 'offer-received',
        userId: person.id,
        toEmail: person.email,
        category: 'offers',
        status: 'pending',
        params: { collectible: 'Amber Stag', price: '80.00', link: `${SHELL_ORIGIN}/ja/user-portal/offers` },
      },
    ]);
  });

  it('writes the site’s notification beside the mail when the event has one, with the same facts', async () => {
    const person = await personWith();

    await tellAccount(t.db, LINKS, person.id, 'item-sold', { collectible: 'Opal Owl', price: '100.0' });

    expect(await notificationsOf(person.id)).toEqual([{ translationId: 'sale.complete', params: { collectible: 'Opal Owl', price: '100.0' } }]);
    expect((await queuedMailsOf(t.db, person.id))[0]?.params).toEqual({
      collectible: 'Opal Owl',
      price: '100.0',
      link: `${SHELL_ORIGIN}/user-portal/activity`,
    });
  });

  it('tells every offers and rewards event on the site too, not by mail alone', async () => {
    const person = await personWith();

    await tellAccount(t.db, LINKS, person.id, 'offer-withdrawn', { collectible: 'Opal Owl', price: '12.5' });
    await tellAccount(t.db, LINKS, person.id, 'referral-reward', { amount: '0.25' });

    expect(await notificationsOf(person.id)).toEqual(
      expect.arrayContaining([
        { translationId: 'offer.withdrawn', params: { collectible: 'Opal Owl', price: '12.5' } },
        { translationId: 'referral.reward', params: { amount: '0.25' } },
      ]),
    );
  });

  it('leads the bidder of an accepted offer to the offers they made, where they see the answer', async () => {
    const person = await personWith();

    await tellAccount(t.db, LINKS, person.id, 'offer-accepted', { collectible: 'Opal Owl', price: '12.5' });

    expect((await queuedMailsOf(t.db, person.id))[0]?.params.link).toBe(`${SHELL_ORIGIN}/user-portal/offers?agent=BUYER`);
  });

  it('queues a security notice in the security category and adds no notification for it', async () => {
    const person = await personWith({ preferredLocale: 'de' });

    await tellAccount(t.db, LINKS, person.id, 'password-changed', { at: '2030-01-02T03:04:05.000Z' });

    expect(await queuedMailsOf(t.db, person.id)).toEqual([
      expect.objectContaining({
        kind: 'password-changed',
        category: 'security',
        params: { at: '2030-01-02T03:04:05.000Z', link: `${SHELL_ORIGIN}/de/support` },
      }),
    ]);
    expect(await notificationsOf(person.id)).toEqual([]);
  });

  it('queues nothing, mail or notification, when the change it tells about is rolled back', async () => {
    const person = await personWith();

    await expect(
      t.db.transaction(async (tx) => {
        await tellAccount(tx, LINKS, person.id, 'offer-declined', { collectible: 'Ruby Drake', price: '5' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    expect(await queuedMailsOf(t.db, person.id)).toEqual([]);
    expect(await notificationsOf(person.id)).toEqual([]);
  });
});
