import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves (HEAD aside): the fuzz suite probes them all, so a new route is covered by itself. */
    registeredRoutes(): RegisteredRoute[];
  }
}

/** Records the routes registered after it; call before any route plugin. */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', ({ method, url }) => {
    for (const each of [method].flat()) if (each !== 'HEAD') routes.push({ method: each, url });
  });
  app.decorate('registeredRoutes', () => [...routes]);
}
