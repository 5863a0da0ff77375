import { CANVAS_CENTRE, SHADOW_FILL } from './art-canvas.js';
import type { ArtStyle } from './art-style.js';
import { byNameKeyword, numericPropertyOf, ownEntry, propertyOf } from './art-subject.js';
import { backdrop } from './backdrop.js';
import { darken, mix } from './colour.js';
import { FALLBACK_GLYPH, GLYPHS_BY_CLASS, GLYPHS_BY_NAME } from './raider-glyphs.js';
import { ELEMENT_MOTIFS, FALLBACK_MOTIF } from './raider-motifs.js';
import { elementPaletteOf, raiderPaints, type ElementPalette } from './raider-palette.js';
import { el, group, linearGradient, num, pointOnCircle } from './svg-markup.js';

const MEDALLION_RADIUS = 150;

/** The medallion behind the item: dark metal, its rim in the element's colour, one rune notch per ten power. */
function medallion(palette: ElementPalette, power: number): string {
  const notches = Math.min(36, Math.max(6, Math.round(6 + Math.sqrt(Math.max(0, power)) * 2)));
  const marks = Array.from({ length: notches }, (_, index) => {
    const angle = (index / notches) * Math.PI * 2 - Math.PI / 2;
    const [x1, y1] = pointOnCircle([0, 0], MEDALLION_RADIUS - 22, angle);
    const [x2, y2] = pointOnCircle([0, 0], MEDALLION_RADIUS - 10, angle);
    return `M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}`;
  });
  return [
    el('circle', { r: MEDALLION_RADIUS, fill: 'url(#raid-face)' }),
    el('circle', { r: MEDALLION_RADIUS, fill: 'none', stroke: 'url(#raid-rim)', 'stroke-width': 10 }),
    el('circle', { r: MEDALLION_RADIUS - 30, fill: 'none', stroke: palette.glow, 'stroke-width': 1.5, 'stroke-opacity': 0.5 }),
    el('path', { d: marks.join(''), stroke: palette.light, 'stroke-width': 3, 'stroke-linecap': 'round', 'stroke-opacity': 0.7 }),
  ].join('');
}

/** Elemental Raiders and any set with an element: the item on a medallion wreathed in its element. */
export const raiderEmblemArt: ArtStyle = {
  name: 'emblem',
  draws: (subject) => propertyOf(subject, 'element') !== undefined,
  draw(subject, random) {
    const element = propertyOf(subject, 'element');
    const palette = elementPaletteOf(element, random('element'));
    const glyph = byNameKeyword(subject, GLYPHS_BY_NAME) ?? ownEntry(GLYPHS_BY_CLASS, propertyOf(subject, 'class')) ?? FALLBACK_GLYPH;
    const motif = ownEntry(ELEMENT_MOTIFS, element) ?? FALLBACK_MOTIF;
    const defs = [
      raiderPaints(palette),
      linearGradient(
        'raid-face',
        [-150, -150],
        [150, 150],
        [
          [0, mix(palette.deep, palette.glow, 0.35)],
          [1, darken(palette.deep, 0.4)],
        ],
      ),
      linearGradient(
        'raid-rim',
        [-150, -150],
        [150, 150],
        [
          [0, palette.light],
          [0.5, palette.glow],
          [1, darken(palette.glow, 0.5)],
        ],
      ),
    ].join('');
    const body = [
      el('ellipse', { cx: 256, cy: 440, rx: 150, ry: 16, fill: SHADOW_FILL }),
      group(
        { transform: `translate(${CANVAS_CENTRE[0]} ${CANVAS_CENTRE[1]})` },
        motif(palette, random('motif')),
        medallion(palette, numericPropertyOf(subject, 'power') ?? 10),
        group({ transform: 'scale(0.92)' }, glyph(palette)),
      ),
    ].join('');
    return {
      backdrop: backdrop({ accent: palette.glow, ground: darken(palette.deep, 0.2), random: random('backdrop'), bokeh: 7 }),
      piece: { defs, body },
      accent: palette.glow,
      frame: 'rarity',
    };
  },
};
