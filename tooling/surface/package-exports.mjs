import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';

/**
 * The export names of installed packages as the shell's production browser build sees them: each
 * request resolved with the browser build's conditions (and its aliases), then an ES module's own
 * names, or a CommonJS module's `module.exports` keys plus the `default` a bundler adds. They are
 * read by loading the modules in a Node process of their own with NODE_ENV=production, since
 * CommonJS packages such as React pick their production file by it, and its names differ from
 * the development file's (`act`).
 *
 * @param {string} fromDir  the folder the requests resolve from (the shell's package folder)
 * @param {string[]} requests
 * @param {Record<string, string>} [alias]  the build's resolve aliases
 * @returns {Record<string, string[]>}
 */
export function packageExports(fromDir, requests, alias = {}) {
  if (requests.length === 0) return {};
  const output = execFileSync(process.execPath, [new URL(import.meta.url).pathname, JSON.stringify({ fromDir, requests, alias })], {
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(output);
}

const CONDITIONS = ['browser', 'import', 'module', 'production', 'default'];

async function namesOf(resolver, fromDir, request) {
  const { path: file, moduleType, error } = resolver.sync(fromDir, request);
  if (!file) throw new Error(`cannot resolve '${request}' from ${fromDir}: ${error ?? 'not found'}`);
  const esm = file.endsWith('.mjs') || (!file.endsWith('.cjs') && moduleType === 'module');
  const names = esm ? Object.keys(await import(pathToFileURL(file).href)) : [...Object.keys(createRequire(file)(file)), 'default'];
  return [...new Set(names)].filter((name) => name !== '__esModule').sort();
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { fromDir, requests, alias } = JSON.parse(process.argv[2] ?? '{}');
  const resolver = new rspack.experiments.resolver.ResolverFactory({
    conditionNames: CONDITIONS,
    mainFields: ['browser', 'module', 'main'],
    extensions: ['.js', '.mjs', '.cjs', '.json'],
    alias: Object.fromEntries(Object.entries(alias).map(([name, target]) => [name, [target]])),
  });
  const result = {};
  for (const request of requests) result[request] = await namesOf(resolver, fromDir, request);
  process.stdout.write(JSON.stringify(result));
}
