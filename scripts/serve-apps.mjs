import { APPS, distOf, HOST, SHELL_ORIGIN } from './apps.mjs';
import { serveStatic } from './serve-static.mjs';
import { portOf, relocatedOrigins } from './site-layout.mjs';

/**
 * Starts the static servers of the shell and the four remotes; returns them for closing.
 * `firstPaintHints: false` leaves the hints out of the shell's pages (scripts/serve-static.mjs).
 */
export async function serveApps({ apps = APPS, firstPaintHints = true } = {}) {
  return Promise.all(
    apps.map((app) =>
      serveStatic({
        name: app.name,
        root: distOf(app),
        host: HOST,
        port: app.port,
        spa: Boolean(app.spa),
        allowedOrigins: app.spa ? [] : [SHELL_ORIGIN, `http://localhost:${portOf('shell')}`],
        relocations: app.spa ? relocatedOrigins() : [],
        publicOrigin: app.spa ? SHELL_ORIGIN : null,
        firstPaintHints,
      }),
    ),
  );
}
