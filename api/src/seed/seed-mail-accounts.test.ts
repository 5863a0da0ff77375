import { eq } from 'drizzle-orm';
import { listings, users } from '../db/schema.js';
import { SEED_OPTOUT_USER, SEED_PATIENT_USER, SEED_VENDOR_USER } from './seed-accounts.js';
import { VENDOR_ANTIPHISHING_CODE } from './seed-mail-accounts.js';
import { send } from '../testing/send-request.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

async function accountOf(email: string) {
  const [user] = await t.db
    .select({ id: users.id, locale: users.preferredLocale, code: users.antiphishingCode, communications: users.communications })
    .from(users)
    .where(eq(users.email, email));
  const collection = (await send(t, 'GET', `/api/users/${user!.id}/collectibles`, null)).json().payload.records as { id: string; setId: string }[];
  return { ...user!, collection };
}

describe('the seeded mail accounts', () => {
  it('give the seller Japanese, an antiphishing code, offers mails and one collectible listed nowhere', async () => {
    const vendor = await accountOf(SEED_VENDOR_USER.email);
    expect(vendor).toMatchObject({ locale: 'ja', code: VENDOR_ANTIPHISHING_CODE, communications: true });
    expect(vendor.collection.map(({ setId }) => setId)).toEqual(['er-frost-shortsword']);
    expect(await t.db.select().from(listings).where(eq(listings.collectibleId, vendor.collection[0]!.id))).toEqual([]);
  });

  it('give the unsubscriber two collectibles to be bid on and the outage buyer none, both with offers mails on', async () => {
    const optout = await accountOf(SEED_OPTOUT_USER.email);
    const patient = await accountOf(SEED_PATIENT_USER.email);
    expect(optout).toMatchObject({ locale: 'en', code: null, communications: true });
    expect(optout.collection.map(({ setId }) => setId).sort()).toEqual(['er-cinder-arrow', 'er-gale-feather']);
    expect(patient).toMatchObject({ communications: true, collection: [] });
    expect(BigInt(SEED_PATIENT_USER.balanceWei)).toBeGreaterThan(0n);
  });
});
