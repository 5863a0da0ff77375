import { createServer } from 'node:net';
import { HOST } from './apps.mjs';

/** A port nobody listens on right now (an API is started on it at once). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
}

/** Stops an API child process and waits for it, so its database is closed before anything is removed. */
export async function stopApi(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(forced);
}
