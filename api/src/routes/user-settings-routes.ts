import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  antiphishingCodeUpdateSchema,
  type ApiEnvelope,
  communicationsUpdateSchema,
  latestUsernameChangeAllowing,
  localeUpdateSchema,
  nextUsernameChangeTime,
  profileBannerUpdateSchema,
  profilePictureUpdateSchema,
  RESERVED_USERNAMES,
  showBalanceUpdateSchema,
  type UsernamePayload,
  usernameUpdateSchema,
} from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { users } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { errorEnvelope, okEnvelope } from '../http/envelope.js';
import { parseRequest } from '../validation/parse-request.js';

type UserChanges = Partial<typeof users.$inferInsert>;

/** `PUT /api/users/self/…`: each changes one setting of the signed-in user and answers its new value. */
export const userSettingsRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth }) => {
  function settingRoute<S extends z.core.$ZodType, T>(path: string, schema: S, apply: (body: z.infer<S>) => { changes: UserChanges; answer: T }) {
    app.put(path, { preHandler: auth.requireUser }, async (request: FastifyRequest): Promise<ApiEnvelope<T>> => {
      const { changes, answer } = apply(parseRequest('body', schema, request.body));
      await db
        .update(users)
        .set(changes)
        .where(eq(users.id, sessionUserOf(request).id));
      return okEnvelope(answer);
    });
  }

  settingRoute('/api/users/self/antiphishing-code', antiphishingCodeUpdateSchema, ({ antiphishingCode }) => ({
    changes: { antiphishingCode },
    answer: antiphishingCode,
  }));
  settingRoute('/api/users/self/profile-picture', profilePictureUpdateSchema, ({ profilePicture }) => {
    const upper = profilePicture.toUpperCase();
    return { changes: { profilePicture: upper }, answer: upper };
  });
  settingRoute('/api/users/self/profile-banner', profileBannerUpdateSchema, ({ profileBanner }) => ({
    changes: { profileBanner },
    answer: profileBanner,
  }));
  settingRoute('/api/users/self/communications', communicationsUpdateSchema, ({ communications }) => ({
    changes: { communications },
    answer: communications,
  }));
  settingRoute('/api/users/self/locale', localeUpdateSchema, ({ preferredLocale }) => ({
    changes: { preferredLocale },
    answer: preferredLocale,
  }));
  settingRoute('/api/users/self/show-balance', showBalanceUpdateSchema, ({ showBalance }) => ({
    changes: { showBalance },
    answer: showBalance,
  }));

  app.put('/api/users/self/username', { preHandler: auth.requireUser }, async (request, reply): Promise<ApiEnvelope<UsernamePayload | null>> => {
    const { displayName, tagline = null } = parseRequest('body', usernameUpdateSchema, request.body);
    const username = displayName.toLowerCase();
    const { id } = sessionUserOf(request);
    if ((RESERVED_USERNAMES as readonly string[]).includes(username)) {
      reply.code(409);
      return errorEnvelope(409, 'Username taken');
    }
    const [current] = await db.select({ username: users.username, usernameUpdateTime: users.usernameUpdateTime }).from(users).where(eq(users.id, id));
    if (!current) throw new Error('Signed-in user not found');

    // The same name (a tagline-only save, or only its case): no name change, so no waiting and no new change time.
    if (current.username === username) {
      await db.update(users).set({ displayName, tagline }).where(eq(users.id, id));
      return okEnvelope({ username, displayName, tagline, usernameUpdateTime: current.usernameUpdateTime?.toISOString() ?? null });
    }

    const now = new Date();
    const tooSoon = (lastChange: Date | null) => {
      const next = nextUsernameChangeTime(lastChange, now) ?? now;
      reply.code(429).header('retry-after', String(Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000))));
      return errorEnvelope(429, `Display name can change again after ${next.toISOString()}`);
    };
    if (nextUsernameChangeTime(current.usernameUpdateTime, now)) return tooSoon(current.usernameUpdateTime);
    let changed: unknown[];
    try {
      // Guarded in the update itself, so two saves at once cannot both pass the check above.
      const mayChange = or(isNull(users.usernameUpdateTime), lte(users.usernameUpdateTime, latestUsernameChangeAllowing(now)));
      changed = await db
        .update(users)
        .set({ username, displayName, tagline, usernameUpdateTime: now })
        .where(and(eq(users.id, id), mayChange))
        .returning({ id: users.id });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      reply.code(409);
      return errorEnvelope(409, 'Username taken');
    }
    if (changed.length === 0) {
      const [raced] = await db.select({ usernameUpdateTime: users.usernameUpdateTime }).from(users).where(eq(users.id, id));
      return tooSoon(raced?.usernameUpdateTime ?? null);
    }
    return okEnvelope({ username, displayName, tagline, usernameUpdateTime: now.toISOString() });
  });
};
