import { expect } from '@playwright/test';
import { API_ORIGIN } from './sessions';

/**
 * What the seeded database holds that a test cannot write down in advance: ids are made when it is
 * seeded. Read from the public API when a test runs: the demo user (by username) and a collectible of theirs.
 */
export interface SeededFacts {
  demoId: string;
  /** The name the site shows for the demo user (display name, else username). */
  demoName: string;
  collectibleId: string;
  collectibleName: string;
}

async function payloadOf<T>(path: string): Promise<T> {
  const response = await fetch(`${API_ORIGIN}${path}`);
  expect(response.status, `GET ${path}`).toBe(200);
  return ((await response.json()) as { payload: T }).payload;
}

let facts: Promise<SeededFacts> | null = null;

/** Read once per worker: the seeded records these facts name are never deleted or renamed by a spec. */
export function seededFacts(): Promise<SeededFacts> {
  facts ??= (async () => {
    const demo = await payloadOf<{ id: string; username: string | null; displayName: string | null }>('/api/users/demo');
    const collection = await payloadOf<{ records: { id: string; name: string }[] }>(`/api/users/${demo.id}/collectibles`);
    const [collectible] = collection.records;
    if (!collectible) throw new Error('The seeded demo user owns no collectible');
    return { demoId: demo.id, demoName: demo.displayName || demo.username || '', collectibleId: collectible.id, collectibleName: collectible.name };
  })();
  return facts;
}

/** `path` with each `{fact}` in it replaced by that fact: `/collectible/{collectibleId}`. */
export const withSeededFacts = (path: string, known: SeededFacts) =>
  path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (!(name in known)) throw new Error(`No seeded fact ${name} (in ${path})`);
    return known[name as keyof SeededFacts];
  });
