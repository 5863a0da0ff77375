import { validateRuntimeConfig, type RuntimeConfig } from '@marketplace/contracts/wire';
import { fetchEarlyOr } from '../startup/early-fetch';

/** Reads `/config.json` (served no-cache, so a changed remote URL is seen on the next load). */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetchEarlyOr): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl('/config.json', { cache: 'no-store' });
  } catch {
    throw new Error('config.json could not be fetched');
  }
  if (!response.ok) throw new Error(`config.json could not be fetched (HTTP ${response.status})`);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new Error('config.json is not valid JSON');
  }
  return validateRuntimeConfig(raw);
}
