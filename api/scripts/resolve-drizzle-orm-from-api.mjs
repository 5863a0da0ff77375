// Preloaded by `npm run db:generate`. npm hoists drizzle-kit to the workspace root but keeps
// drizzle-orm in api/node_modules, and drizzle-kit loads drizzle-orm from its own folder, so it is
// not found there. The script's NODE_PATH covers drizzle-kit's require() calls; this resolve hook
// covers its import() calls by resolving drizzle-orm from this package instead.
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';

const API_PACKAGE_URL = new URL('../package.json', import.meta.url).href;

// The same file serves as the hooks module, which Node loads on its own loader thread.
if (isMainThread) register(import.meta.url);

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return nextResolve(specifier, { ...context, parentURL: API_PACKAGE_URL });
  }
  return nextResolve(specifier, context);
}
