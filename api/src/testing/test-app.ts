import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type SignInMethod, TERMS_OF_SERVICE_VERSION } from '@marketplace/contracts/wire';
import { buildApp, DEFAULT_HUMANITY_SITE_KEY, type AppOptions } from '../app.js';
import { resolveSigningSecret } from '../auth/signing-secret.js';
import { createTokenService, type TokenService } from '../auth/token-service.js';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { SEED_ADMIN_USER, SEED_DEMO_USER } from '../seed/seed-accounts.js';
import { recordDevice } from '../devices/devices.js';
import { issueHumanityToken } from '../humanity/humanity-tokens.js';
import { openTestDatabase } from './test-database.js';

export interface TokenOptions {
  method?: SignInMethod;
  rescue?: boolean;
  /** The session just proved who it is (as verify/password records), so it may replace vault entries; a rescue sign-in always has. */
  reauthenticated?: boolean;
  expiresAt?: Date;
  /** The session's device; by default a new one is recorded, as every real sign-in records one. */
  deviceId?: string;
}

/** The User-Agent of the devices tests sign in on. */
export const TEST_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  tokens: TokenService;
  demo: { id: string; token: string };
  admin: { id: string; token: string };
  /** A fresh user of its own, so a test may change it freely. */
  createUser(values?: Partial<typeof users.$inferInsert>): Promise<{ id: string; token: string }>;
  tokenFor(userId: string, options?: TokenOptions): Promise<string>;
  /** A token of the user that expired a second ago. */
  expiredTokenFor(userId: string, options?: Omit<TokenOptions, 'expiresAt'>): Promise<string>;
  /** `Authorization` header of a token. */
  bearer(token: string): { authorization: string };
  /** `X-Humanity-Token` header with a fresh token of the local humanity provider (spec §5). */
  humanityHeader(): Promise<{ 'x-humanity-token': string }>;
  close(): Promise<void>;
}

/**
 * A seeded database and the app on it, with tokens signed exactly as the server signs them. The rate
 * ticker is off unless a test asks for it, so prices stay the seeded ones.
 */
export async function openTestApp(options: Partial<Omit<AppOptions, 'db'>> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const { db } = database;
  // Background timers off: tests move the rate and settle purchases themselves, so nothing races them.
  // The development switch is on, as in `npm start`: tests sign in through the Google / Apple stand-ins.
  const app = await buildApp({
    db,
    logger: false,
    rateTickMs: null,
    settleAfterMs: null,
    walletMoveRoundMs: null,
    accountClosingRoundMs: null,
    identityProviders: { localStandIns: true },
    ...options,
  });
  const tokens = createTokenService(await resolveSigningSecret(db, options.jwtSecret), 60);

  async function tokenFor(
    userId: string,
    { method = 'password', rescue = false, reauthenticated = rescue, expiresAt, deviceId }: TokenOptions = {},
  ): Promise<string> {
    const sid = deviceId ?? (await recordDevice(db, { userId, userAgent: TEST_USER_AGENT, signInMethod: method, reauthenticated }));
    return (await tokens.signSession({ userId, deviceId: sid, method, rescue, ...(expiresAt ? { expiresAt } : {}) })).token;
  }

  async function seeded(email: string) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`seed user ${email} is missing`);
    return { id: user.id, token: await tokenFor(user.id) };
  }

  return {
    app,
    db,
    tokens,
    demo: await seeded(SEED_DEMO_USER.email),
    admin: await seeded(SEED_ADMIN_USER.email),
    async createUser(values = {}) {
      const [user] = await db
        .insert(users)
        // Like a person who signed up through the site: the terms in force accepted (a test of the terms gate overrides it).
        .values({ email: `user-${randomUUID()}@marketplace.test`, acceptedTermsVersion: TERMS_OF_SERVICE_VERSION, ...values })
        .returning({ id: users.id });
      return { id: user!.id, token: await tokenFor(user!.id) };
    },
    tokenFor,
    expiredTokenFor: (userId, tokenOptions = {}) => tokenFor(userId, { ...tokenOptions, expiresAt: new Date(Date.now() - 1000) }),
    bearer: (token) => ({ authorization: `Bearer ${token}` }),
    humanityHeader: async () => ({
      'x-humanity-token': await issueHumanityToken(tokens, options.humanitySiteKey ?? DEFAULT_HUMANITY_SITE_KEY, 'test'),
    }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
