import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SHELL_SURFACE_FILE, surfaceGaps } from '../surface/unmet-needs.mjs';
import { createBuildRecordReader } from './build-record.mjs';
import { firstPaintHintTags } from './hint-tags.mjs';
import { createPageArtReader } from './page-art.mjs';
import { remotePageOf } from './remote-pages.mjs';
import { createManifestReader, remotePageFiles, servedManifestUrl } from './remote-build.mjs';
import { createShellChunksReader, shellHintFiles } from './shell-chunks.mjs';

/** The origins the shell's Content-Security-Policy lets a page load from (scripts/content-security-policy.mjs reads the same configuration). */
function allowedOriginsOf(config) {
  const manifests = [...Object.values(config.remotes ?? {}), ...Object.values(config.remoteOverrides ?? {}).map((override) => override.manifest)];
  return [...new Set([...manifests, ...Object.values(config.api ?? {})].map((url) => new URL(url).origin))];
}

/**
 * Whether the served shell will refuse this build of a remote as it composes it (the surface contract,
 * tooling/surface/unmet-needs.mjs: another contracts major, or an export the shell does not provide):
 * its files are then not hinted, since the page would download code it never runs. Without a
 * published surface or recorded needs nothing is judged, as the shell's own refusal does.
 */
function refusedByShell(manifest, surface) {
  if (!surface || !manifest.surfaceNeeds) return false;
  const { unmet, contracts } = surfaceGaps(manifest.surfaceNeeds, surface);
  return unmet.length > 0 || contracts !== null;
}

/**
 * The hints of the document the shell's server answers a deep link to a remote's page with
 * (`remotePageOf`): the shell's start-up and federation runtime (as the served shell build records them),
 * the remote's manifest, entry and page chunks (of the build the page will compose: live or pinned,
 * read from its manifest now), and the page's art, so the browser starts them all with the document
 * instead of one after another as the shell runs. Everything is read per page from the build and the
 * configuration as served at that moment (`config()`): a publish, a pin or a rollback shows in the next
 * page's hints. Answers '' for any other path; whatever could not be read in time is left out, and so is
 * a remote build the shell would refuse.
 */
export function createFirstPaintHints({ root, config }) {
  const shellChunks = createShellChunksReader(root);
  const manifestOf = createManifestReader();
  const shellSurface = createBuildRecordReader(path.join(root, SHELL_SURFACE_FILE), null);
  const pageArt = createPageArtReader({ apiOrigin: async () => String((await config()).api.main).replace(/\/+$/, '') });

  async function remoteFiles(page, served) {
    const manifestUrl = servedManifestUrl(served, page.remote);
    const manifest = manifestUrl && (await manifestOf(manifestUrl));
    if (!manifest || refusedByShell(manifest, await shellSurface())) return null;
    const files = remotePageFiles(manifest, manifestUrl, page);
    return files && { manifest: manifestUrl, ...files };
  }

  return async function firstPaintHints(pathname, search = new URLSearchParams()) {
    const page = remotePageOf(pathname, search);
    if (!page) return '';
    const served = await config();
    const [shell, remote, art] = await Promise.all([
      shellChunks(),
      remoteFiles(page, served).catch(() => null),
      // The path alone does not say which cards a store front or a profile shows first: its query does.
      pageArt(page, `${pathname}|${page.storeFront ?? page.collectionFront}`),
    ]);
    // A merchant the API does not list as active gets the shell's 'Merchant not found': nothing of its page loads.
    if (art === null) return '';
    return firstPaintHintTags({ art, shell: shellHintFiles(shell), remote, allowedOrigins: allowedOriginsOf(served) });
  };
}

/** The shell's configuration as served (`relocate` moves its origins with the site, scripts/site-layout.mjs). */
export function servedConfigReader(root, relocate = (text) => text) {
  return async () => JSON.parse(relocate(await readFile(path.join(root, 'config.json'), 'utf8')));
}
