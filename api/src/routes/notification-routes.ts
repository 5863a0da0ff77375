import type { FastifyPluginAsync } from 'fastify';
import {
  type ApiEnvelope,
  type NotificationList,
  notificationListQuerySchema,
  type NotificationReadState,
  uuidParamsSchema,
} from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { appReadCache } from '../caching/app-read-cache.js';
import { jsonAnswer, sendJson, type JsonAnswer } from '../caching/json-answer.js';
import { notifications, users } from '../db/schema.js';
import { errorEnvelope, okEnvelope } from '../http/envelope.js';
import { markAllNotificationsRead, markNotificationRead, notificationPageOf, unreadCountOf } from '../notifications/notification-inbox.js';
import { parseRequest } from '../validation/parse-request.js';

/** Pages of a few notifications each, one or two per signed-in user polling. */
const INBOX_PAGES_KEPT = 1000;

/** The signed-in user's notifications (spec §7); reading answers the unread count left. */
export const notificationRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth, hotReadTtlMs }) => {
  const guarded = { preHandler: auth.requireUser };
  // The shell polls the first page for the unread count; a new notification or a read one is seen at once.
  // Only the page is kept: the session behind each request is still checked against the database.
  const inboxPages = appReadCache<JsonAnswer<NotificationList>>(app, db, {
    dependsOn: [notifications, users],
    ttlMs: hotReadTtlMs,
    maxEntries: INBOX_PAGES_KEPT,
  });

  app.get('/api/users/self/notifications', guarded, async (request, reply) => {
    const { page, pageSize, filter } = parseRequest('query', notificationListQuerySchema, request.query);
    const userId = sessionUserOf(request).id;
    const answer = await inboxPages.read(`${userId} ${page} ${pageSize} ${filter}`, async () =>
      jsonAnswer(await notificationPageOf(db, userId, page, pageSize, filter)),
    );
    return sendJson(reply, answer);
  });

  app.post('/api/users/self/notifications/:id/read', guarded, async (request, reply): Promise<ApiEnvelope<NotificationReadState | null>> => {
    const { id } = parseRequest('params', uuidParamsSchema, request.params);
    const userId = sessionUserOf(request).id;
    if (!(await markNotificationRead(db, userId, id))) {
      reply.code(404);
      return errorEnvelope(404, 'Notification not found');
    }
    return okEnvelope({ unread: await unreadCountOf(db, userId) });
  });

  app.post('/api/users/self/notifications/read', guarded, async (request): Promise<ApiEnvelope<NotificationReadState>> => {
    const userId = sessionUserOf(request).id;
    await markAllNotificationsRead(db, userId);
    return okEnvelope({ unread: await unreadCountOf(db, userId) });
  });
};
