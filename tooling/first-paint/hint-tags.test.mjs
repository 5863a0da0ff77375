import { firstPaintHintTags, pageWithHints } from './hint-tags.mjs';

const REMOTE = {
  manifest: 'http://127.0.0.1:8082/builds/0.1.0+abc/mf-manifest.json',
  entry: 'http://127.0.0.1:8082/builds/0.1.0+abc/remoteEntry.57f6f5d914.js',
  scripts: ['http://127.0.0.1:8082/builds/0.1.0+abc/__federation_expose_StorePage.f811ca188d.js'],
  styles: ['http://127.0.0.1:8082/builds/0.1.0+abc/__federation_expose_StorePage.9134f3b63b.css'],
};
const ALLOWED = ['http://127.0.0.1:8082', 'http://127.0.0.1:4000'];
const KEY_ART = { href: 'http://127.0.0.1:4000/api/merchant-art/diamond-dreams.svg', main: false };
const ITEM_ART = {
  href: 'http://127.0.0.1:4000/api/collectible-images/ruby.svg',
  srcset: 'http://127.0.0.1:4000/api/collectible-images/ruby.webp?w=160 160w, http://127.0.0.1:4000/api/collectible-images/ruby.webp?w=640 640w',
  sizes: '(max-width: 48rem) 100vw, 34rem',
  main: true,
};

describe('the first paint hints of a remote page', () => {
  test('announce the manifest as a CORS fetch and the entry and chunks as classic scripts, as the federation runtime requests them', () => {
    const tags = firstPaintHintTags({ remote: REMOTE, allowedOrigins: ALLOWED });
    expect(tags).toContain(`<link rel="preload" as="fetch" href="${REMOTE.manifest}" crossorigin="anonymous">`);
    expect(tags).toContain(`<link rel="preload" as="script" href="${REMOTE.entry}">`);
    expect(tags).toContain(`<link rel="preload" as="script" href="${REMOTE.scripts[0]}">`);
    expect(tags).toContain(`<link rel="preload" as="style" href="${REMOTE.styles[0]}">`);
    // A crossorigin attribute on a script's hint would not match the script element, and the browser would fetch twice.
    expect(tags).not.toMatch(/as="script"[^>]*crossorigin/);
  });

  test('put the main art first, with its own candidates and sizes and a high priority; other art last, at its default priority', () => {
    const tags = firstPaintHintTags({ art: [ITEM_ART, KEY_ART], remote: REMOTE, allowedOrigins: ALLOWED });
    const main = `<link rel="preload" as="image" href="${ITEM_ART.href}" imagesrcset="${ITEM_ART.srcset}" imagesizes="${ITEM_ART.sizes}" fetchpriority="high">`;
    expect(tags.startsWith(main)).toBe(true);
    expect(tags.endsWith(`<link rel="preload" as="image" href="${KEY_ART.href}">`)).toBe(true);
  });

  test("announce the shell's start-up and federation runtime on its own origin", () => {
    const tags = firstPaintHintTags({ shell: { scripts: ['/bootstrap.95995fd4b6.js'], styles: ['/bootstrap.8a210a3a4a.css'] }, allowedOrigins: [] });
    expect(tags).toBe('<link rel="preload" as="style" href="/bootstrap.8a210a3a4a.css"><link rel="preload" as="script" href="/bootstrap.95995fd4b6.js">');
  });

  test("leave out a remote whose files are on an origin the page's policy does not allow, and art likewise", () => {
    const elsewhere = { ...REMOTE, scripts: ['https://cdn.example/__federation_expose_StorePage.js'] };
    const tags = firstPaintHintTags({ art: [{ ...KEY_ART, href: 'https://images.example/art.svg', main: true }], remote: elsewhere, allowedOrigins: ALLOWED });
    expect(tags).toBe('');
  });

  test("escape what comes from the API's data", () => {
    const tags = firstPaintHintTags({ art: [{ href: 'http://127.0.0.1:4000/a.svg?x="><script>', main: true }], allowedOrigins: ALLOWED });
    expect(tags).not.toContain('"><script>');
    expect(tags).toContain('&quot;&gt;&lt;script&gt;');
  });
});

describe('a page with hints', () => {
  const PAGE =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Marketplace</title><script defer src="/main.js"></script></head><body></body></html>';

  test("has them in its head before the shell's script, so the browser reads them first", () => {
    expect(pageWithHints(PAGE, '<link rel="preload">')).toBe(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Marketplace</title><link rel="preload"><script defer src="/main.js"></script></head><body></body></html>',
    );
  });

  test('is the page unchanged when there are none', () => {
    expect(pageWithHints(PAGE, '')).toBe(PAGE);
  });

  test('has them at the end of its head when its script is in the body', () => {
    expect(pageWithHints('<html><head><title>x</title></head><body><script src="/a.js"></script></body></html>', '<link>')).toBe(
      '<html><head><title>x</title><link></head><body><script src="/a.js"></script></body></html>',
    );
  });
});
