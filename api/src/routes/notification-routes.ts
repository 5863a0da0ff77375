import type { FastifyPluginAsync } from 'fastify';
import type { ApiEnvelope } from '@marketplace/contracts/src/api/envelope';
import { uuidParamsSchema } from '@marketplace/contracts/src/api/schemas/commerce-field-schemas';
import { notificationListQuerySchema, type NotificationReadState } from '@marketplace/contracts/src/api/schemas/notification-schemas';
import type { NotificationList } from '@marketplace/contracts/src/entities/notification';
import type { AppContext } from '../app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { errorEnvelope, okEnvelope } from '../envelope.js';
import { markAllNotificationsRead, markNotificationRead, notificationPageOf, unreadCountOf } from '../notifications/notification-inbox.js';
import { parseRequest } from '../validation/parse-request.js';

/** The signed-in user's notifications (spec §7); reading answers the unread count left. */
export const notificationRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth }) => {
  const guarded = { preHandler: auth.requireUser };

  app.get('/api/users/self/notifications', guarded, async (request): Promise<ApiEnvelope<NotificationList>> => {
    const { page, pageSize } = parseRequest('query', notificationListQuerySchema, request.query);
    return okEnvelope(await notificationPageOf(db, sessionUserOf(request).id, page, pageSize));
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
