/** Open Graph's names of the nine locales (`og:locale` takes language_TERRITORY). */
const OG_LOCALES = { en: 'en_US', es: 'es_ES', pt: 'pt_BR', ja: 'ja_JP', ko: 'ko_KR', de: 'de_DE', it: 'it_IT', fr: 'fr_FR', zh: 'zh_CN' };

const escapeAttribute = (text) => String(text).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);

/**
 * The head tags of a link preview: Open Graph (what chat apps and social sites read) and Twitter's card.
 * Every value is an attribute, escaped: names and taglines are people's own text.
 */
export function previewTags(preview, { priceLabel }) {
  const meta = (attribute, name, content) => `<meta ${attribute}="${name}" content="${escapeAttribute(content)}">`;
  const tags = [
    meta('property', 'og:type', preview.kind === 'profile' ? 'profile' : 'product'),
    meta('property', 'og:site_name', preview.siteName),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    meta('property', 'og:locale', OG_LOCALES[preview.locale] ?? 'en_US'),
    meta('name', 'description', preview.description),
    meta('name', 'twitter:card', preview.art ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
  ];
  if (preview.art) {
    tags.push(
      meta('property', 'og:image', preview.art.url),
      meta('property', 'og:image:type', preview.art.type),
      meta('property', 'og:image:width', preview.art.width),
      meta('property', 'og:image:height', preview.art.height),
      meta('property', 'og:image:alt', preview.title),
      meta('name', 'twitter:image', preview.art.url),
      meta('name', 'twitter:image:alt', preview.title),
    );
  }
  if (preview.price) tags.push(meta('name', 'twitter:label1', priceLabel), meta('name', 'twitter:data1', preview.price));
  tags.push(`<link rel="canonical" href="${escapeAttribute(preview.url)}">`);
  return tags.join('');
}

/** The app page with the preview's language, title and tags: what a crawler that runs no script reads. */
export function pageWithPreview(html, preview, { priceLabel }) {
  const title = `${preview.title} · ${preview.siteName}`;
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(preview.locale)}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(title)}</title>`)
    .replace('</head>', `${previewTags(preview, { priceLabel })}</head>`);
}
