import type { FastifyPluginAsync } from 'fastify';
import { type ApiEnvelope, type MaintenanceSwitch, maintenanceSwitchSchema } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { MAINTENANCE_SETTING, settings } from '../db/schema.js';
import { okEnvelope } from '../http/envelope.js';
import { parseRequest } from '../validation/parse-request.js';

export const maintenanceSwitchRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth }) => {
  app.put('/api/status/maintenance', { preHandler: auth.requireAdmin }, async (request): Promise<ApiEnvelope<MaintenanceSwitch>> => {
    const { enabled } = parseRequest('body', maintenanceSwitchSchema, request.body);
    await db
      .insert(settings)
      .values({ key: MAINTENANCE_SETTING, enabled })
      .onConflictDoUpdate({ target: settings.key, set: { enabled, updatedAt: new Date() } });
    request.log.info({ enabled, by: request.sessionUser?.id }, 'maintenance switched');
    return okEnvelope({ enabled });
  });
};
