const escapeAttribute = (text) => String(text).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);

const link = (attributes) =>
  `<link ${Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(' ')}>`;

/**
 * The `<link>` hints that let the browser fetch, with the document, what a remote page would otherwise
 * find one request after another (the shell's start-up, its federation runtime, the remote's manifest,
 * entry and page chunks, the page's art). Each hint matches the request it stands for, or the browser
 * fetches twice: the remote's entry and chunks are classic scripts without `crossorigin` (the federation
 * runtime and the bundler add script elements, no attribute), the manifest is a `fetch()` in CORS mode
 * with same-origin credentials (`crossorigin="anonymous"`), an image's candidates and sizes are the
 * `<img>`'s own. The shell's own scripts carry no nonce or integrity, and neither do these. A URL on an
 * origin the page's Content-Security-Policy does not allow (`allowedOrigins`) gets no hint: the browser
 * would refuse it.
 *
 * @param {object} hints
 * @param {{ href: string, srcset?: string, sizes?: string, main: boolean }[]} [hints.art]
 * @param {{ scripts: string[], styles: string[] }} [hints.shell]  the shell's own files (paths on its origin)
 * @param {{ manifest: string, entry: string, scripts: string[], styles: string[] } | null} [hints.remote]
 * @param {string[]} hints.allowedOrigins
 */
export function firstPaintHintTags({ art = [], shell = { scripts: [], styles: [] }, remote = null, allowedOrigins }) {
  const allowed = (href) => href.startsWith('/') || allowedOrigins.includes(new URL(href).origin);
  const image = ({ href, srcset, sizes, main }) =>
    link({ rel: 'preload', as: 'image', href, imagesrcset: srcset, imagesizes: srcset ? sizes : undefined, fetchpriority: main ? 'high' : undefined });
  const tags = [
    ...art.filter((piece) => piece.main && allowed(piece.href)).map(image),
    ...shell.styles.map((href) => link({ rel: 'preload', as: 'style', href })),
    ...shell.scripts.map((href) => link({ rel: 'preload', as: 'script', href })),
  ];
  if (remote && [remote.manifest, remote.entry, ...remote.scripts, ...remote.styles].every(allowed)) {
    tags.push(
      link({ rel: 'preload', as: 'fetch', href: remote.manifest, crossorigin: 'anonymous' }),
      link({ rel: 'preload', as: 'script', href: remote.entry }),
      ...remote.scripts.map((href) => link({ rel: 'preload', as: 'script', href })),
      ...remote.styles.map((href) => link({ rel: 'preload', as: 'style', href })),
    );
  }
  tags.push(...art.filter((piece) => !piece.main && allowed(piece.href)).map(image));
  return tags.join('');
}

/** The page with the hints at the top of its head, before the shell's own script, so the browser reads them first. */
export function pageWithHints(html, tags) {
  if (!tags) return html;
  const at = html.search(/<script[\s>]/);
  const headEnd = html.indexOf('</head>');
  const before = at >= 0 && (headEnd < 0 || at < headEnd) ? at : headEnd;
  return before < 0 ? html : `${html.slice(0, before)}${tags}${html.slice(before)}`;
}
