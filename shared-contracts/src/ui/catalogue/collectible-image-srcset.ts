/** The widths (CSS pixels × density) a collectible's image is offered at; a card shows it at 160–320 px. */
export const COLLECTIBLE_IMAGE_WIDTHS = [160, 320, 640] as const;

/** A picture the reference API draws: `…/api/collectible-images/{setId}.svg`, on any origin. */
const REFERENCE_PICTURE = /^(.*\/api\/collectible-images\/[a-z0-9-]+)\.svg(?:\?.*)?$/;

/**
 * The `srcset` of a collectible's image, from the URL the API gives: one candidate per width, so the
 * browser fetches the size it shows. The reference API serves each set's drawing as a WebP at exactly
 * these widths (`{setId}.webp?w=160|320|640`; any other width is refused). An image hosted elsewhere
 * gets the width as a `w` query, which image CDNs commonly honour. This is the one place that decides
 * what a width's URL looks like.
 */
export function collectibleImageSrcSet(imageUrl: string): string {
  const reference = REFERENCE_PICTURE.exec(imageUrl);
  const urlAt = reference
    ? (width: number) => `${reference[1]}.webp?w=${width}`
    : (width: number) => `${imageUrl}${imageUrl.includes('?') ? '&' : '?'}w=${width}`;
  return COLLECTIBLE_IMAGE_WIDTHS.map((width) => `${urlAt(width)} ${width}w`).join(', ');
}
