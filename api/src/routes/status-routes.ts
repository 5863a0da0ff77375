import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiEnvelope, MaintenanceStatus } from '@marketplace/contracts/src/api/envelope';
import type { Database } from '../db/database.js';
import { MAINTENANCE_SETTING, settings } from '../db/schema.js';

export const statusRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get('/api/status/maintenance', async (_request, reply): Promise<ApiEnvelope<MaintenanceStatus>> => {
    const [maintenance] = await db
      .select({ enabled: settings.enabled })
      .from(settings)
      .where(eq(settings.key, MAINTENANCE_SETTING));

    if (maintenance?.enabled) {
      reply.code(503);
      return { status: 503, message: 'Maintenance', payload: { statusCode: 503 } };
    }
    return { status: 200, message: 'OK', payload: { statusCode: 200 } };
  });
};
