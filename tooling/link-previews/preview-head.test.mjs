import { pageWithPreview, previewTags } from './preview-head.mjs';

const TEMPLATE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Marketplace</title></head><body><div id="root"></div></body></html>';

const preview = {
  kind: 'market-item',
  locale: 'ja',
  title: 'Ruby "Heart" <b>',
  description: 'Diamond Dreams マーケットで 12.50 GEM（出品者: <script>alert(1)</script>）',
  price: '12.50 GEM',
  url: 'http://127.0.0.1:8080/ja/market/diamond-dreams/x',
  siteName: 'Marketplace',
  art: { url: 'http://127.0.0.1:4000/api/collectible-images/dd-ruby.webp?w=640&x=1', width: 640, height: 640, type: 'image/webp' },
};

const contentOf = (html, attribute, name) => new RegExp(`<meta ${attribute}="${name.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];

describe("a shared page's head as served", () => {
  it('carries Open Graph and Twitter tags with the title, description, art, price and language', () => {
    const html = pageWithPreview(TEMPLATE, preview, { priceLabel: '価格' });
    expect(html).toContain('<html lang="ja"');
    expect(contentOf(html, 'property', 'og:type')).toBe('product');
    expect(contentOf(html, 'property', 'og:locale')).toBe('ja_JP');
    expect(contentOf(html, 'property', 'og:image')).toBe('http://127.0.0.1:4000/api/collectible-images/dd-ruby.webp?w=640&amp;x=1');
    expect(contentOf(html, 'property', 'og:image:width')).toBe('640');
    expect(contentOf(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(contentOf(html, 'name', 'twitter:label1')).toBe('価格');
    expect(contentOf(html, 'name', 'twitter:data1')).toBe('12.50 GEM');
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:8080/ja/market/diamond-dreams/x">');
  });

  it("writes people's text as text: quotes and markup are escaped, in attributes and in the title", () => {
    const html = pageWithPreview(TEMPLATE, preview, { priceLabel: 'Price' });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(contentOf(html, 'property', 'og:title')).toBe('Ruby &quot;Heart&quot; &lt;b&gt;');
    expect(html).toContain('<title>Ruby &quot;Heart&quot; &lt;b&gt; · Marketplace</title>');
  });

  it('makes a small card without an image and names no price where there is none', () => {
    const tags = previewTags({ ...preview, kind: 'profile', art: null, price: null }, { priceLabel: 'Price' });
    expect(contentOf(tags, 'name', 'twitter:card')).toBe('summary');
    expect(contentOf(tags, 'property', 'og:type')).toBe('profile');
    expect(tags).not.toContain('og:image');
    expect(tags).not.toContain('twitter:data1');
  });
});
