import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type ApiEnvelope, type Device, deviceIdParamsSchema, deviceIdQuerySchema, type DeviceRemovalPayload } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { devicesOf, removeDevice } from '../devices/devices.js';
import { forgetDeviceOf } from '../devices/known-devices.js';
import { errorEnvelope, okEnvelope } from '../http/envelope.js';
import { parseRequest } from '../validation/parse-request.js';

const DEVICES_PATH = '/api/users/self/devices';

/** The signed-in user's devices, one per sign-in; removing one signs its session out (spec §7). */
export const deviceRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth }) => {
  app.get(DEVICES_PATH, { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<Device[]>> => {
    const session = sessionUserOf(request);
    return okEnvelope(await devicesOf(db, session.id, session.deviceId));
  });

  // Another user's device answers as a missing one, so ids of others' devices reveal nothing. A device removed
  // from another session is one the person does not want back unannounced: its browser is forgotten, so its
  // next sign-in is told as a new device's.
  async function remove(request: FastifyRequest, reply: FastifyReply, deviceId: string): Promise<ApiEnvelope<DeviceRemovalPayload | null>> {
    const session = sessionUserOf(request);
    const removed = await db.transaction(async (tx) => {
      if (deviceId !== session.deviceId) await forgetDeviceOf(tx, session.id, deviceId);
      return removeDevice(tx, session.id, deviceId);
    });
    if (!removed) {
      reply.code(404);
      return errorEnvelope(404, 'Device not found');
    }
    return okEnvelope({ id: deviceId });
  }

  // Spec §7 names both forms of the call.
  app.delete(`${DEVICES_PATH}/:id`, { preHandler: auth.requireUser }, async (request, reply) =>
    remove(request, reply, parseRequest('params', deviceIdParamsSchema, request.params).id),
  );
  app.delete(DEVICES_PATH, { preHandler: auth.requireUser }, async (request, reply) =>
    remove(request, reply, parseRequest('query', deviceIdQuerySchema, request.query).id),
  );
};
