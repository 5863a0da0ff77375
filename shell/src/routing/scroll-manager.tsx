import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { RouteEntry } from '../route-model/route-entry';

/** How long a hash target may take to appear: remote pages arrive after the route renders. */
const HASH_TARGET_WAIT_MS = 5_000;

function scrollToHashTarget(hash: string): () => void {
  const id = decodeURIComponent(hash.slice(1));
  const scrollIfPresent = () => {
    const target = document.getElementById(id);
    if (!target) return false;
    target.scrollIntoView();
    return true;
  };
  if (scrollIfPresent()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (scrollIfPresent()) stop();
  });
  const timer = window.setTimeout(() => stop(), HASH_TARGET_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Spec §2: a hash in the target scrolls to that element; other route changes scroll to the top
 * unless the route opts out. Query-only changes (filters, modals) keep the position.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const matches = useMatches();
  const entry = (matches.at(-1)?.handle as { entry?: RouteEntry } | undefined)?.entry;
  const scrollToTop = entry?.scrollToTop ?? true;
  // The first render is the document load, not a route change: the browser already placed the page
  // (top, or where a reload left it), and a prerendered page may have been scrolled before React took
  // it over. Scrolling to the top then would yank the reader back.
  const isDocumentLoad = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is keyed on the address on purpose (pathname is its trigger, not an input), and a re-render of the same page must not scroll.
  useEffect(() => {
    const firstRender = isDocumentLoad.current;
    isDocumentLoad.current = false;
    if (hash.length > 1) return scrollToHashTarget(hash);
    if (scrollToTop && !firstRender) window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash]);

  return null;
}
