import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasAcceptedCurrentTerms, type SignInMethod, TERMS_NOT_ACCEPTED_MESSAGE, type UserRole } from '@marketplace/contracts/wire';
import type { ReadCache, ReadCacheOptions } from '../caching/read-cache.js';
import type { Database } from '../db/database.js';
import { devices, users } from '../db/schema.js';
import { touchDevice } from '../devices/devices.js';
import { errorEnvelope } from '../http/envelope.js';
import type { TokenService } from './token-service.js';

export interface SessionUser {
  id: string;
  role: UserRole;
  method: SignInMethod;
  /** Signed in through the rescue path: the only sessions that may read the rescue key. */
  rescue: boolean;
  /** The device of this sign-in (token claim `sid`). */
  deviceId: string;
  /** The version of the terms of service the user last accepted, or null. */
  acceptedTermsVersion: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

export interface Authentication {
  /** preHandler: answers 401 unless a valid, unexpired bearer token of an existing user and device comes with the request. */
  requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** preHandler: as `requireUser`, then 403 unless the user is an ADMIN. */
  requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /**
   * preHandler of what starts a purchase or a sale: as `requireUser`, then 403 unless the user accepted the
   * terms of service in force. The shell asks for them at sign-in; this holds for any client (an old tab, a script).
   */
  requireAcceptedTerms(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The session of the request when its token is valid, without refusing anyone. */
  readSession(request: FastifyRequest): Promise<SessionUser | null>;
  /** The session a token stands for when it is valid, unexpired and its user and device still exist. */
  verifyToken(token: string): Promise<VerifiedSession | null>;
}

export interface VerifiedSession extends SessionUser {
  /** When the token expires. */
  expiresAt: Date;
}

/** What the database says of a token's user and device now; null when either is gone. */
export type SessionStanding = { id: string; role: UserRole; lastSeenAt: Date; acceptedTermsVersion: string | null } | null;

/**
 * How the standing of sessions may be kept between requests: only where every write is seen (PGlite),
 * so removing a device or demoting an ADMIN still takes effect on the very next request. On PostgreSQL
 * each request asks the database, as another server may have made the change.
 */
export const SESSION_STANDING_READS = { dependsOn: [users, devices], freshness: 'exact', maxEntries: 10_000 } as const satisfies Omit<
  ReadCacheOptions,
  'ttlMs'
>;

export function createAuthentication(db: Database, tokens: TokenService, standings: ReadCache<SessionStanding>): Authentication {
  // Asked on every signed-in request: built once, and prepared once per connection on PostgreSQL.
  const standingQuery = db
    .select({ id: users.id, role: users.role, lastSeenAt: devices.lastSeenAt, acceptedTermsVersion: users.acceptedTermsVersion })
    .from(users)
    .innerJoin(devices, eq(devices.userId, users.id))
    .where(and(eq(users.id, sql.placeholder('userId')), eq(devices.id, sql.placeholder('deviceId'))))
    .prepare('session_standing');

  async function readSession(request: FastifyRequest): Promise<SessionUser | null> {
    const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(request.headers.authorization ?? '');
    return match?.[1] ? verifyToken(match[1]) : null;
  }

  async function verifyToken(token: string): Promise<VerifiedSession | null> {
    const claims = await tokens.verifySession(token);
    if (!claims) return null;
    // The role is read fresh, so a demoted ADMIN loses access before the token expires; the device
    // too, so removing it (or the user) ends the session at once.
    const session = await standings.read(`${claims.sub} ${claims.sid}`, async () => {
      const [row] = await standingQuery.execute({ userId: claims.sub, deviceId: claims.sid });
      return row ?? null;
    });
    if (!session) return null;
    await touchDevice(db, claims.sid, session.lastSeenAt);
    const [method] = claims.amr;
    return {
      id: session.id,
      role: session.role,
      method: method ?? 'password',
      rescue: claims.rescue === true,
      deviceId: claims.sid,
      acceptedTermsVersion: session.acceptedTermsVersion,
      expiresAt: new Date(claims.exp * 1000),
    };
  }

  async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    request.sessionUser = await readSession(request);
    if (!request.sessionUser) await reply.code(401).send(errorEnvelope(401, 'Unauthorized'));
  }

  return {
    readSession,
    verifyToken,
    requireUser,
    async requireAdmin(request, reply) {
      await requireUser(request, reply);
      if (reply.sent) return;
      if (request.sessionUser?.role !== 'ADMIN') await reply.code(403).send(errorEnvelope(403, 'Forbidden'));
    },
    async requireAcceptedTerms(request, reply) {
      await requireUser(request, reply);
      if (reply.sent) return;
      if (!hasAcceptedCurrentTerms(request.sessionUser?.acceptedTermsVersion ?? null))
        await reply.code(403).send(errorEnvelope(403, TERMS_NOT_ACCEPTED_MESSAGE));
    },
  };
}

/** The signed-in user of a route guarded by `requireUser`. */
export function sessionUserOf(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new Error('Route is missing its requireUser preHandler');
  return request.sessionUser;
}
