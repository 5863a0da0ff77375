import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { linkPreviewOf } from './link-preview.mjs';
import { pageWithPreview } from './preview-head.mjs';
import { previewWordsOf } from './preview-words.mjs';
import { sharedPageOf } from './shared-pages.mjs';

/** A preview is read again after this long: a price or a name changed shows in new previews within a minute. */
const PREVIEW_KEPT_MS = 60_000;
/** Previews kept at once: a crawl of every item cannot grow the server's memory without bound. */
const PREVIEWS_KEPT = 500;

/**
 * The shell's page for a path people share, with its link preview in the HTML as served (Open Graph and
 * Twitter tags, language, title), so a link pasted into a chat previews without running JavaScript.
 * Answers null for any other path, or when there is nothing to preview (the page is then served as it is).
 * `apiOrigin()` and `template()` are read per page, so a new configuration or a rolled-back shell is used
 * at once; previews are kept a minute per path.
 */
export function createPreviewedPages({ root, publicOrigin, apiOrigin, template }) {
  const kept = new Map();
  async function previewOf(pathname) {
    const page = sharedPageOf(pathname);
    if (!page) return null;
    const known = kept.get(pathname);
    if (known && known.until > Date.now()) return known.value;
    const value = (async () => {
      const words = await previewWordsOf(root, page.locale);
      const preview = await linkPreviewOf(page, { apiOrigin: await apiOrigin(), pageUrl: `${publicOrigin}${pathname}`, words });
      return preview && { preview, priceLabel: words('price') };
    })();
    // The oldest entry goes first (a Map keeps insertion order).
    if (kept.size >= PREVIEWS_KEPT) kept.delete(kept.keys().next().value);
    kept.set(pathname, { until: Date.now() + PREVIEW_KEPT_MS, value });
    // One that failed (the API away) is asked again by the next request, not kept for a minute.
    value.then(
      (found) => found ?? kept.delete(pathname),
      () => kept.delete(pathname),
    );
    return value;
  }
  return async function previewedPage(pathname) {
    const found = await previewOf(pathname).catch(() => null);
    if (!found) return null;
    return pageWithPreview(await template(), found.preview, { priceLabel: found.priceLabel });
  };
}

/** The main API's base URL as the shell's served configuration names it (`relocate` moves it with the site). */
export async function configuredApiOrigin(root, relocate = (text) => text) {
  const config = JSON.parse(relocate(await readFile(path.join(root, 'config.json'), 'utf8')));
  return String(config.api.main).replace(/\/+$/, '');
}
