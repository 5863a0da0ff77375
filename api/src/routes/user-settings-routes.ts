import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  antiphishingCodeUpdateSchema,
  type ApiEnvelope,
  communicationsUpdateSchema,
  localeUpdateSchema,
  profileBannerUpdateSchema,
  profilePictureUpdateSchema,
  RESERVED_USERNAMES,
  showBalanceUpdateSchema,
  type UsernamePayload,
  usernameUpdateSchema,
} from '@marketplace/contracts/wire';
import type { AppContext } from '../app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { users } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { errorEnvelope, okEnvelope } from '../envelope.js';
import { parseRequest } from '../validation/parse-request.js';

type UserChanges = Partial<typeof users.$inferInsert>;

/** `PUT /api/users/self/…`: each changes one setting of the signed-in user and answers its new value. */
export const userSettingsRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth }) => {
  function settingRoute<S extends z.ZodType, T>(path: string, schema: S, apply: (body: z.infer<S>) => { changes: UserChanges; answer: T }) {
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
    const usernameUpdateTime = new Date();
    try {
      await db.update(users).set({ username, displayName, tagline, usernameUpdateTime }).where(eq(users.id, id));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      reply.code(409);
      return errorEnvelope(409, 'Username taken');
    }
    return okEnvelope({ username, displayName, tagline, usernameUpdateTime: usernameUpdateTime.toISOString() });
  });
};
