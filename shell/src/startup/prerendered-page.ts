import type { DehydratedState } from '@tanstack/react-query';
import { fetchEarlyOr } from './early-fetch';

/** `_payload.json` (spec §7 "prerendered page data"): the data the build rendered a page with. */
export interface PrerenderedPayload {
  /** The one path the page was prerendered for (`/`, `/es`, …). */
  path: string;
  generatedAt: string;
  /** The query cache the page was rendered from (TanStack Query's dehydrated state). */
  queries: DehydratedState;
}

/** The element by which a prerendered page names its payload; its preload starts with the HTML. */
export const PAYLOAD_LINK_SELECTOR = 'link[data-marketplace-payload]';

export function prerenderedPayloadUrl(doc: Document = document): string | null {
  return doc.querySelector(PAYLOAD_LINK_SELECTOR)?.getAttribute('href') ?? null;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The payload of this page when the server sent it prerendered for this very path; null for a page
 * to render in the browser (the app page served for every other path, or a payload that cannot be read).
 */
export async function readPrerenderedPage(
  pathname: string,
  doc: Document = document,
  fetchImpl: typeof fetch = fetchEarlyOr,
): Promise<PrerenderedPayload | null> {
  const url = prerenderedPayloadUrl(doc);
  if (!url) return null;
  try {
    const response = await fetchImpl(url);
    if (!response.ok) return null;
    const payload = (await response.json()) as PrerenderedPayload;
    return withoutTrailingSlash(payload.path) === withoutTrailingSlash(pathname) ? payload : null;
  } catch {
    return null;
  }
}
