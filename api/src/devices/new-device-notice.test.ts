import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { issueLoginCode } from '../idp/login-codes.js';
import { queuedKindsOf, queuedMailsOf } from '../testing/queued-mails.js';
import { signInClient } from '../testing/sign-in-client.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { DEVICE_KEY_COOKIE } from '../auth/device-key-cookie.js';

const SHELL_ORIGIN = 'http://shell.test:8080';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp({ shellOrigin: SHELL_ORIGIN });
});

afterAll(() => t.close());

/** One browser: its User-Agent and the cookie jar of the API's `/oauth` paths. */
function browser(userAgent: string) {
  let deviceKey: string | null = null;
  return {
    get deviceKey() {
      return deviceKey;
    },
    /** Completes a sign-in of `userId` in this browser (the code exchange the shell's `/loading` makes). */
    async signIn(userId: string) {
      const code = await issueLoginCode(t.db, { userId, method: 'password', rescue: false });
      const response = await t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: { code },
        headers: { 'user-agent': userAgent, ...(deviceKey ? { cookie: `${DEVICE_KEY_COOKIE}=${deviceKey}` } : {}) },
      });
      if (response.statusCode !== 200) throw new Error(`sign-in answered ${response.statusCode}`);
      const cookie = response.cookies.find((candidate) => candidate.name === DEVICE_KEY_COOKIE);
      if (cookie) deviceKey = cookie.value;
      return { token: response.json().payload.token as string, cookie };
    },
  };
}

async function accountThatSignedIn(values: Partial<typeof users.$inferInsert> = {}) {
  const email = `devices-${randomUUID()}@marketplace.test`;
  const { id } = await t.createUser({ email, ...values });
  const laptop = browser(CHROME_ON_LINUX);
  await laptop.signIn(id);
  return { id, email, laptop };
}

describe('the new-device notice', () => {
  it('gives the browser a device key in an httpOnly, strict same-site cookie sent only to the code exchange', async () => {
    const { id } = await t.createUser();

    const { cookie } = await browser(CHROME_ON_LINUX).signIn(id);

    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/oauth/token' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie!.expires!.getTime()).toBeGreaterThan(Date.now() + 300 * 24 * 60 * 60_000);
  });

  it('mails nothing for the first sign-in of a new account, right after its sign-up', async () => {
    const { startSignIn, postForm, codeOf, exchange } = signInClient(t);
    const email = `first-${randomUUID()}@marketplace.test`;
    const started = await startSignIn({ authPath: 'signup', redirect: '/de/' });
    const request = new URL(started.json().payload).searchParams.get('request')!;

    const signedUp = await postForm('/idp/authorize/provider', { request, provider: 'google', email });
    expect((await exchange(codeOf(signedUp.headers.location))).statusCode).toBe(200);

    const [account] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await queuedKindsOf(t.db, account!.id)).toEqual([]);
  });

  it('mails nothing when the account signs in again from a browser it used before, even after signing out there', async () => {
    const { id, laptop } = await accountThatSignedIn();

    const { token } = await laptop.signIn(id);
    await t.app.inject({ method: 'DELETE', url: '/oauth/session', headers: t.bearer(token) });
    await laptop.signIn(id);

    expect(await queuedKindsOf(t.db, id)).toEqual([]);
  });

  it('mails a security notice naming the new device and the time, linking to the devices page in the person’s language', async () => {
    const { id, email } = await accountThatSignedIn({ preferredLocale: 'de' });
    const before = Date.now();

    await browser(FIREFOX_ON_WINDOWS).signIn(id);

    const mails = await queuedMailsOf(t.db, id);
    expect(mails).toEqual([
      {
        kind: 'new-device-sign-in',
        userId: id,
        toEmail: email,
        category: 'security',
        status: 'pending',
        params: { device: 'Firefox on Windows', at: expect.any(String), link: `${SHELL_ORIGIN}/de/support` },
      },
    ]);
    const at = Date.parse(String(mails[0]!.params.at));
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('mails once per new browser: its next sign-ins are known', async () => {
    const { id } = await accountThatSignedIn();
    const phone = browser(FIREFOX_ON_WINDOWS);

    await phone.signIn(id);
    await phone.signIn(id);

    expect(await queuedKindsOf(t.db, id)).toEqual(['new-device-sign-in']);
  });

  it('treats a browser known to another account as new to this one', async () => {
    const { laptop } = await accountThatSignedIn();
    const other = await accountThatSignedIn();

    await laptop.signIn(other.id);

    expect(await queuedKindsOf(t.db, other.id)).toEqual(['new-device-sign-in']);
  });

  it('mails again when the browser comes back after the person removed its device from another session', async () => {
    const { id, laptop } = await accountThatSignedIn();
    const phone = browser(FIREFOX_ON_WINDOWS);
    const { token: phoneToken } = await phone.signIn(id);
    const { token: laptopToken } = await laptop.signIn(id);
    const devices = (await t.app.inject({ method: 'GET', url: '/api/users/self/devices', headers: t.bearer(laptopToken) })).json().payload as {
      id: string;
      name: string;
    }[];
    const phoneDevice = devices.find((device) => device.name === 'Firefox on Windows')!;

    await t.app.inject({ method: 'DELETE', url: `/api/users/self/devices/${phoneDevice.id}`, headers: t.bearer(laptopToken) });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/self/devices', headers: t.bearer(phoneToken) })).statusCode).toBe(401);
    await phone.signIn(id);

    expect(await queuedKindsOf(t.db, id)).toEqual(['new-device-sign-in', 'new-device-sign-in']);
  });

  it('ignores a device key it could not have issued, and issues a real one', async () => {
    const { id } = await accountThatSignedIn();
    const code = await issueLoginCode(t.db, { userId: id, method: 'password', rescue: false });

    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { code },
      headers: { 'user-agent': FIREFOX_ON_WINDOWS, cookie: `${DEVICE_KEY_COOKIE}=not-a-key` },
    });

    expect(response.cookies.find((cookie) => cookie.name === DEVICE_KEY_COOKIE)?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await queuedKindsOf(t.db, id)).toEqual(['new-device-sign-in']);
  });
});
