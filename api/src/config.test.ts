import { DEFAULT_WALLET_MOVE_SETTINGS } from './wallet-moves/wallet-move-settings.js';
import path from 'node:path';
import { readConfig } from './config.js';

const API_PACKAGE_DIR = path.resolve(__dirname, '..');
/** A production configuration names its mail server (without one it refuses to start: see the last tests). */
const WITH_MAIL_SERVER = { SMTP_URL: 'smtp://mail.example:587' };

describe('readConfig', () => {
  it('binds to 127.0.0.1:4000 with PGlite in the api data folder when nothing is set', () => {
    expect(readConfig(WITH_MAIL_SERVER)).toEqual({
      host: '127.0.0.1',
      port: 4000,
      corsOrigins: ['http://127.0.0.1:8080', 'http://localhost:8080'],
      database: { kind: 'pglite', dataDir: path.join(API_PACKAGE_DIR, 'data') },
      tokenTtlMinutes: 60,
      shellOrigin: 'http://127.0.0.1:8080',
      humanitySiteKey: 'marketplace-local',
      fees: { marketplaceFeesPercent: 5, minimumPrice: 0.5 },
      publicOrigin: 'http://127.0.0.1:4000',
      identityProviders: { localStandIns: false },
      walletMoves: DEFAULT_WALLET_MOVE_SETTINGS,
      mail: { smtpUrl: 'smtp://mail.example:587', from: null, sendEveryMs: 1000, digestWindowMs: 600_000 },
      accountClosing: { graceMs: 14 * 24 * 60 * 60_000 },
      trustedProxies: [],
    });
  });

  it('refuses a grace period of closing shorter than the promised 14 days outside development', () => {
    expect(() => readConfig({ ...WITH_MAIL_SERVER, ACCOUNT_CLOSING_GRACE_MS: '30000' })).toThrow(/ACCOUNT_CLOSING_GRACE_MS/);
    expect(readConfig({ ...WITH_MAIL_SERVER, IDP_LOCAL_STANDINS: 'on', ACCOUNT_CLOSING_GRACE_MS: '30000' }).accountClosing).toEqual({ graceMs: 30_000 });
  });

  it('is, unset, a production configuration: the deposit stand-in off with the other stand-ins', () => {
    expect(readConfig(WITH_MAIL_SERVER).identityProviders.localStandIns).toBe(false);
    expect(readConfig({ ...WITH_MAIL_SERVER, IDP_LOCAL_STANDINS: 'on', DEPOSIT_DAILY_CAP_GEM: '50' })).toMatchObject({
      identityProviders: { localStandIns: true },
      walletMoves: { depositDailyCapWei: 50n * 10n ** 18n },
    });
  });

  it('reads the marketplace fee and its USD floor', () => {
    expect(readConfig({ ...WITH_MAIL_SERVER, MARKETPLACE_FEES_PERCENT: '2.5', MINIMUM_PRICE_USD: '1' }).fees).toEqual({
      marketplaceFeesPercent: 2.5,
      minimumPrice: 1,
    });
  });

  it.each([
    ['MARKETPLACE_FEES_PERCENT', '101'],
    ['MARKETPLACE_FEES_PERCENT', 'five'],
    ['MINIMUM_PRICE_USD', '-1'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => readConfig({ ...WITH_MAIL_SERVER, [name]: value })).toThrow(name);
  });

  it('reads the token secret and lifetime, the shell and public origins and the humanity site key', () => {
    const config = readConfig({
      ...WITH_MAIL_SERVER,
      JWT_SECRET: 'a'.repeat(32),
      TOKEN_TTL_MINUTES: '15',
      SHELL_ORIGIN: 'https://shop.example/',
      PUBLIC_ORIGIN: 'https://api.shop.example',
      HUMANITY_SITE_KEY: 'site-1',
    });

    expect(config).toMatchObject({
      jwtSecret: 'a'.repeat(32),
      tokenTtlMinutes: 15,
      shellOrigin: 'https://shop.example',
      publicOrigin: 'https://api.shop.example',
      humanitySiteKey: 'site-1',
    });
  });

  it('refuses a token secret too short to protect HS256', () => {
    expect(() => readConfig({ ...WITH_MAIL_SERVER, JWT_SECRET: 'short' })).toThrow('JWT_SECRET must hold at least 32 characters');
  });

  it('refuses a token lifetime that is not a positive number of minutes', () => {
    expect(() => readConfig({ ...WITH_MAIL_SERVER, TOKEN_TTL_MINUTES: '-5' })).toThrow('TOKEN_TTL_MINUTES is not a positive number: -5');
  });

  it('refuses a shell origin that is not an http(s) URL', () => {
    expect(() => readConfig({ ...WITH_MAIL_SERVER, SHELL_ORIGIN: 'javascript:alert(1)' })).toThrow('SHELL_ORIGIN is not an http(s) origin');
  });

  it('reads host, port, CORS origins and a data folder relative to the api package', () => {
    const config = readConfig({
      ...WITH_MAIL_SERVER,
      HOST: '0.0.0.0',
      PORT: '4100',
      PUBLIC_ORIGIN: 'https://api.example',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      DATA_DIR: 'var/db',
    });

    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 4100,
      corsOrigins: ['https://a.example', 'https://b.example'],
      database: { kind: 'pglite', dataDir: path.join(API_PACKAGE_DIR, 'var/db') },
    });
  });

  it('uses the PostgreSQL server of DATABASE_URL instead of PGlite', () => {
    const config = readConfig({ ...WITH_MAIL_SERVER, DATABASE_URL: 'postgres://user@db.example/marketplace', DATA_DIR: '/ignored' });

    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://user@db.example/marketplace' });
  });

  it('refuses a PORT that is not a port number', () => {
    expect(() => readConfig({ ...WITH_MAIL_SERVER, PORT: 'http' })).toThrow('PORT is not a port number: http');
  });

  it('refuses to start outside development without SMTP_URL, naming it, so no mail is kept that nobody receives', () => {
    expect(() => readConfig({})).toThrow('SMTP_URL must be set');
    expect(() => readConfig({ IDP_LOCAL_STANDINS: 'off' })).toThrow('SMTP_URL must be set');
  });

  it('lets development start without SMTP_URL: the queue keeps the mail', () => {
    expect(readConfig({ IDP_LOCAL_STANDINS: 'on' }).mail.smtpUrl).toBeNull();
  });

  it('refuses an SMTP_URL of another scheme without repeating its value, which may hold a password', () => {
    const attempt = () => readConfig({ SMTP_URL: 'http://user:s3cret@mail.example' });
    expect(attempt).toThrow('SMTP_URL is not an smtp:// or smtps:// URL');
    expect(attempt).not.toThrow(/s3cret/);
  });

  it('reads the sender, the pace of the sender and the digest window', () => {
    expect(readConfig({ ...WITH_MAIL_SERVER, MAIL_FROM: 'Shop <mail@shop.example>', MAIL_SEND_EVERY_MS: '200', MAIL_DIGEST_WINDOW_MS: '5000' }).mail).toEqual({
      smtpUrl: 'smtp://mail.example:587',
      from: 'Shop <mail@shop.example>',
      sendEveryMs: 200,
      digestWindowMs: 5000,
    });
    expect(() => readConfig({ ...WITH_MAIL_SERVER, MAIL_SEND_EVERY_MS: '0' })).toThrow('MAIL_SEND_EVERY_MS');
  });

  it('reads the load balancers whose X-Forwarded-For is believed, as IP addresses or CIDR ranges', () => {
    expect(readConfig({ ...WITH_MAIL_SERVER, TRUSTED_PROXIES: ' 10.0.0.5, 10.1.0.0/16,::1 ' }).trustedProxies).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
  });

  it('refuses a TRUSTED_PROXIES entry that is no address, rather than trusting nobody or everybody by mistake', () => {
    for (const wrong of ['balancer.internal', '10.0.0.0/33', '10.0.0.1/8/1', '*'])
      expect(() => readConfig({ ...WITH_MAIL_SERVER, TRUSTED_PROXIES: wrong })).toThrow('TRUSTED_PROXIES');
  });
});
