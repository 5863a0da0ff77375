import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SERVED_CONFIG = path.resolve(import.meta.dirname, '..', '..', '..', 'shell', 'dist', 'config.json');

type Config = Record<string, unknown>;

/**
 * Edits the `config.json` the running shell serves, as an operator would on the server (no rebuild,
 * no restart); answers the function that puts the original back.
 */
export function editServedConfig(change: (config: Config) => Config): () => void {
  const original = readFileSync(SERVED_CONFIG, 'utf8');
  writeFileSync(SERVED_CONFIG, JSON.stringify(change(JSON.parse(original) as Config), null, 2));
  return () => writeFileSync(SERVED_CONFIG, original);
}
