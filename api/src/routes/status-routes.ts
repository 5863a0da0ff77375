import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiEnvelope, MaintenanceStatus } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { appReadCache } from '../caching/app-read-cache.js';
import { MAINTENANCE_SETTING, settings } from '../db/schema.js';

export const statusRoutes: FastifyPluginAsync<AppContext> = async (app, { db, hotReadTtlMs }) => {
  // Asked before every navigation; the ADMIN's switch is seen at once, another server's within the time to live.
  const maintenanceFlag = appReadCache<boolean>(app, db, { dependsOn: [settings], ttlMs: hotReadTtlMs, maxEntries: 1 });

  app.get('/api/status/maintenance', async (_request, reply): Promise<ApiEnvelope<MaintenanceStatus>> => {
    const enabled = await maintenanceFlag.read(MAINTENANCE_SETTING, async () => {
      const [maintenance] = await db.select({ enabled: settings.enabled }).from(settings).where(eq(settings.key, MAINTENANCE_SETTING));
      return maintenance?.enabled === true;
    });

    if (enabled) {
      reply.code(503);
      return { status: 503, message: 'Maintenance', payload: { statusCode: 503 } };
    }
    return { status: 200, message: 'OK', payload: { statusCode: 200 } };
  });
};
