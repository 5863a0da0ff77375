import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bytesBySource, describeSource } from './source-map-attribution.mjs';

/** `main.3f9a1c2b7d.js` → `main.js`: names that stay the same from one build to the next. */
export const withoutHash = (file) => file.replace(/\.[0-9a-f]{10}(?=\.js$)/, '');

const sortedTotals = (entries) => [...entries].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);

/**
 * One built JavaScript file of an app: its size raw and gzipped (as the servers compress, zlib's
 * default level), and how its bytes split over packages (npm packages, workspace folders) and
 * modules, read from its source map.
 *
 * @returns {{ file: string, name: string, rawBytes: number, gzipBytes: number,
 *   packages: { name: string, bytes: number }[], modules: { name: string, bytes: number }[] }}
 */
export function analyseBuiltFile(distDir, file, app) {
  const code = readFileSync(path.join(distDir, file), 'utf8');
  const mapFile = path.join(distDir, `${file}.map`);
  const packages = new Map();
  const modules = new Map();
  if (existsSync(mapFile)) {
    for (const [source, bytes] of bytesBySource(code, JSON.parse(readFileSync(mapFile, 'utf8')))) {
      const { group, module } = describeSource(source, app);
      packages.set(group, (packages.get(group) ?? 0) + bytes);
      modules.set(module, (modules.get(module) ?? 0) + bytes);
    }
  } else {
    packages.set('(no source map)', Buffer.byteLength(code));
  }
  return {
    file,
    name: withoutHash(file),
    rawBytes: Buffer.byteLength(code),
    gzipBytes: gzipSync(code).length,
    packages: sortedTotals(packages),
    modules: sortedTotals(modules),
  };
}
