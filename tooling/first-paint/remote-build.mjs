import { waitAtMost } from './wait-at-most.mjs';

/**
 * Which build of a remote the page will compose, as the shell decides it in the browser
 * (`shell/src/federation/remote-manifests.ts`): the live manifest, or the build `remoteOverrides` pins.
 * A canary (a share of devices) or a debug configuration (overrides from the address or storage) is
 * decided by what only the browser knows (its device id cookie is strict same-site, so an arrival from a
 * link never sends it): for those the answer is null, and the page is served without the remote's hints
 * rather than with another build's.
 */
export function servedManifestUrl(config, remote) {
  if (config.debug) return null;
  const override = config.remoteOverrides?.[remote];
  if (!override) return config.remotes?.[remote] ?? null;
  return (override.percent ?? 100) === 100 ? override.manifest : null;
}

/**
 * The files a remote's page starts with, from the remote's published manifest (`mf-manifest.json`):
 * its entry, the exposed module's own scripts and styles (its `sync` assets; the shared singletons come
 * from the shell and are not among them), the remote's words for the page's language (its `messages`
 * module and that locale's chunk, which the shell loads beside the page), and the chunk of the page's
 * own words when it has one (`contentChunk`, among the module's `async` assets: a policy's text, which
 * the page imports only once it runs, so it would start last). Addresses are resolved the way
 * the federation runtime resolves them: against the manifest's own folder when `publicPath` is `auto`,
 * so a pinned build (`builds/<version>/mf-manifest.json`) names its own files.
 */
export function remotePageFiles(manifest, manifestUrl, { module, locale, contentChunk }) {
  const publicPath = manifest.metaData.publicPath;
  const base = !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl).href : publicPath;
  const at = (file) => new URL(file, base).href;
  const { remoteEntry } = manifest.metaData;
  const exposed = (name) => manifest.exposes.find((expose) => expose.name === name)?.assets;
  const page = exposed(module);
  if (!page) return null;
  const messages = exposed('messages');
  const localeChunk = new RegExp(`^messages-${locale}-json\\.`);
  const content = contentChunk ? page.js.async.filter((file) => file.startsWith(`${contentChunk}.`)) : [];
  return {
    entry: at(`${remoteEntry.path ? `${remoteEntry.path.replace(/\/+$/, '')}/` : ''}${remoteEntry.name}`),
    scripts: [...page.js.sync, ...(messages?.js.sync ?? []), ...(messages?.js.async.filter((file) => localeChunk.test(file)) ?? []), ...content].map(at),
    styles: page.css.sync.map(at),
  };
}

/** The longest a document waits for a remote's manifest it has never read: past it the page is served without the remote's hints. */
const FIRST_READ_WAIT_MS = 300;
/**
 * The longest a document waits for the remote's answer to "has the manifest changed?" once one is kept:
 * past it the kept one names the hints and the answer, when it comes, is kept for the next page. A hint
 * of a build just replaced costs one wasted download; the page still composes what the new manifest names.
 */
const REVALIDATE_WAIT_MS = 50;

/**
 * Reads remotes' manifests for the pages' hints, asking the remote's origin each time whether its
 * manifest changed (it is served no-cache with an ETag: a publish, a pin or a rollback is seen by the
 * next page, as the browser sees it) and keeping the last answer per URL.
 */
export function createManifestReader(fetchImpl = fetch) {
  const kept = new Map();
  async function ask(url, known) {
    try {
      const answer = await fetchImpl(url, {
        headers: known?.etag ? { 'If-None-Match': known.etag } : {},
        signal: AbortSignal.timeout(FIRST_READ_WAIT_MS * 10),
      });
      if (answer.status === 304 && known) return known.manifest;
      if (!answer.ok) {
        kept.delete(url);
        return null;
      }
      const manifest = await answer.json();
      kept.set(url, { etag: answer.headers.get('etag'), manifest });
      return manifest;
    } catch {
      return known?.manifest ?? null;
    }
  }
  return function manifestOf(url) {
    const known = kept.get(url);
    return waitAtMost(ask(url, known), known ? REVALIDATE_WAIT_MS : FIRST_READ_WAIT_MS, known?.manifest ?? null);
  };
}
