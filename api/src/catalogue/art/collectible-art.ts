import { CANVAS_SIZE, SHARED_DEFS } from './art-canvas.js';
import { artStyleOf } from './art-styles.js';
import type { ArtSubject } from './art-subject.js';
import { rarityDressing } from './rarity-dressing.js';
import { seededRandom } from './seeded-random.js';
import { el, text } from './svg-markup.js';

/**
 * A set's picture as SVG markup: the first style of `ART_STYLES` that draws it, dressed for its rarity.
 * Deterministic: it depends on the set (id, rarity, properties, name, the merchant's luxury) and on
 * nothing else; every random choice comes from streams seeded with the set id.
 * No text is drawn (the page names the item); the name is only the picture's escaped `<title>`.
 */
export function collectibleArtSvg(subject: ArtSubject): string {
  const random = (part: string) => seededRandom(`collectible-art/${subject.setId}/${part}`);
  const { backdrop, piece, accent, frame } = artStyleOf(subject).draw(subject, random);
  // A luxury merchant's pieces are framed in gold whatever they are (spec §6).
  const dressing = rarityDressing(subject.rarity, accent, subject.luxury ? 'gilded' : frame, random('dressing'));
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width: CANVAS_SIZE, height: CANVAS_SIZE, viewBox: `0 0 ${CANVAS_SIZE} ${CANVAS_SIZE}` },
    el('title', {}, text(subject.name)),
    el('defs', {}, SHARED_DEFS, backdrop.defs, dressing.behind.defs, piece.defs, dressing.front.defs),
    backdrop.body,
    dressing.behind.body,
    piece.body,
    dressing.front.body,
  );
}
