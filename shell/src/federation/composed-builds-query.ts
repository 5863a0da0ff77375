import { queryOptions } from '@tanstack/react-query';
import { readComposedBuilds } from './read-composed-builds';
import type { RemoteManifests } from './remote-manifests';

/** The query of the builds the next page load composes (the admin page's card), keyed under the shell's own reads. */
export const composedBuildsKey = ['shell', 'composed-builds'] as const;

/**
 * Each remote's manifest read afresh: never served from the cache when the card mounts again, and
 * its fetches cancelled when the card goes away. A manifest that cannot be read is a row that says
 * so; the query itself fails only when the reading cannot start (no manifests composed).
 */
export function composedBuildsQuery(manifests: () => Promise<RemoteManifests>, shellVersions: Readonly<Record<string, string>>) {
  return queryOptions({
    queryKey: composedBuildsKey,
    queryFn: async ({ signal }) => readComposedBuilds(await manifests(), shellVersions, (input, init) => fetch(input, { ...init, signal })),
    staleTime: 0,
    gcTime: 0,
  });
}
