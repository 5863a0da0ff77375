import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SignInMethod } from '@marketplace/contracts/src/api/schemas/auth-schemas';
import { buildApp, type AppOptions } from '../app.js';
import { resolveSigningSecret } from '../auth/signing-secret.js';
import { createTokenService, type TokenService } from '../auth/token-service.js';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { SEED_ADMIN_USER, SEED_DEMO_USER } from '../db/seed.js';
import { openTestDatabase } from './test-database.js';

export interface TokenOptions {
  method?: SignInMethod;
  rescue?: boolean;
  expiresAt?: Date;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  tokens: TokenService;
  demo: { id: string; token: string };
  admin: { id: string; token: string };
  /** A fresh user of its own, so a test may change it freely. */
  createUser(values?: Partial<typeof users.$inferInsert>): Promise<{ id: string; token: string }>;
  tokenFor(userId: string, options?: TokenOptions): Promise<string>;
  /** `Authorization` header of a token. */
  bearer(token: string): { authorization: string };
  close(): Promise<void>;
}

/** A seeded database and the app on it, with tokens signed exactly as the server signs them. */
export async function openTestApp(options: Partial<Omit<AppOptions, 'db'>> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const { db } = database;
  const app = await buildApp({ db, logger: false, ...options });
  const tokens = createTokenService(await resolveSigningSecret(db, options.jwtSecret), 60);

  async function tokenFor(userId: string, { method = 'password', rescue = false, expiresAt }: TokenOptions = {}): Promise<string> {
    return (await tokens.signSession({ userId, method, rescue, ...(expiresAt ? { expiresAt } : {}) })).token;
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
        .values({ email: `user-${randomUUID()}@marketplace.test`, ...values })
        .returning({ id: users.id });
      return { id: user!.id, token: await tokenFor(user!.id) };
    },
    tokenFor,
    bearer: (token) => ({ authorization: `Bearer ${token}` }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
