import { createRequire } from 'node:module';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.json'];

/**
 * How an app's imports resolve. React Router's package maps every import to its development build
 * (its `exports` name no production condition); a production build takes the production one, which
 * leaves out the developer warnings (the same code otherwise, so a prerender and the page agree).
 */
export function resolveOptions(app, { production }) {
  if (!production) return { extensions: EXTENSIONS };
  const routerDir = path.dirname(createRequire(path.join(app.dir, 'package.json')).resolve('react-router/package.json'));
  return { extensions: EXTENSIONS, alias: { 'react-router$': path.join(routerDir, 'dist/production/index.mjs') } };
}
