/**
 * Whether the person is leaving this page: a navigation to another document has begun (an address typed,
 * a bookmark, a link to another site). The browser then stops what the page was still fetching, so a
 * lazy chunk fails; the reload policy of spec §4 must not answer that by reloading, which would cancel the
 * person's own navigation and bring back the page they left. `beforeunload` comes before the browser
 * stops the page's fetches; `pageshow` says the page is shown again (back from the back-forward cache).
 */
let leaving = false;

export function watchPageLeaving(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('beforeunload', () => {
    leaving = true;
  });
  target.addEventListener('pageshow', () => {
    leaving = false;
  });
}

export function isPageLeaving(): boolean {
  return leaving;
}
