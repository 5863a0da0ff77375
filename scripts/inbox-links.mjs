/**
 * Makes the links of a mail clickable in MailDev's web inbox. MailDev 3 draws a mail's HTML in an iframe
 * sandboxed with `allow-same-origin` only: without `allow-popups` a link that opens a new tab is blocked, and
 * without `allow-top-navigation` a link can only load inside that frame, where the site refuses to be framed
 * (`frame-ancestors 'none'`). Nothing in the mail can lift a sandbox, so the inbox page itself follows the
 * links: a small script in MailDev's page (same origin as the frame, which `allow-same-origin` keeps) listens
 * for clicks in each mail's frame and opens an http(s) link in a new tab of the browser, as a mail client does.
 */
function followMailLinks() {
  const watched = new WeakSet();
  const follow = (event) => {
    // The target lives in the frame's realm: `instanceof Element` of this page would be false, so duck-type it.
    const link = typeof event.target?.closest === 'function' ? event.target.closest('a[href]') : null;
    if (link === null) return;
    const url = new URL(link.getAttribute('href'), 'http://invalid/');
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    event.preventDefault();
    window.open(url.href, '_blank', 'noopener');
  };
  const watch = (frame) => {
    const listen = () => {
      const mail = frame.contentDocument;
      if (mail === null || watched.has(mail)) return;
      watched.add(mail);
      mail.addEventListener('click', follow);
    };
    frame.addEventListener('load', listen);
    listen();
  };
  const watchAll = () => {
    for (const frame of document.querySelectorAll('iframe')) watch(frame);
  };
  new MutationObserver(watchAll).observe(document.documentElement, { childList: true, subtree: true });
  watchAll();
}

/** MailDev's page (`index.html`) with the script above added before `</head>`; any other body as it is. */
export function withMailLinksFollowed(html) {
  return html.replace(/<\/head>/i, `<script>(${followMailLinks.toString()})();</script></head>`);
}
