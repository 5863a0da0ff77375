import { CANVAS_CENTRE, SHADOW_FILL } from './art-canvas.js';
import type { ArtStyle } from './art-style.js';
import { backdrop } from './backdrop.js';
import { darken, lighten } from './colour.js';
import { RARITY_COLOURS } from './rarity-colours.js';
import { el, group, linearGradient, pointOnCircle, polygon, type Point } from './svg-markup.js';

function starPolygon(points: number, step: number, radius: number, turn: number): Point[] {
  return Array.from({ length: points }, (_, index) => pointOnCircle(CANVAS_CENTRE, radius, turn + ((index * step) / points) * Math.PI * 2));
}

/**
 * Any other set: a seeded geometric seal in its rarity's colour — a star polygon inside rings, its
 * number of points and turns drawn from the set id, so two sets never share one.
 */
export const sigilArt: ArtStyle = {
  name: 'sigil',
  draws: () => true,
  draw(subject, random) {
    const shape = random('shape');
    const accent = RARITY_COLOURS[subject.rarity];
    const points = shape.pick([5, 7, 8, 9, 10, 12]);
    const step = points === 8 || points === 10 || points === 12 ? 3 : 2;
    const turn = -Math.PI / 2 + shape.pick([0, Math.PI / points]);
    const rings = shape.integer(2, 4);
    const defs = linearGradient(
      'sigil-face',
      [160, 120],
      [360, 400],
      [
        [0, lighten(accent, 0.55)],
        [0.5, accent],
        [1, darken(accent, 0.45)],
      ],
    );
    const body = [
      el('ellipse', { cx: 256, cy: 430, rx: 140, ry: 16, fill: SHADOW_FILL }),
      el('circle', { cx: 256, cy: 256, r: 160, fill: darken(accent, 0.7), stroke: 'url(#sigil-face)', 'stroke-width': 10 }),
      group(
        { fill: 'none', stroke: lighten(accent, 0.35), 'stroke-opacity': 0.5 },
        ...Array.from({ length: rings }, (_, index) => el('circle', { cx: 256, cy: 256, r: 140 - index * 16, 'stroke-width': 2 })),
      ),
      polygon(starPolygon(points, step, 128, turn), {
        fill: 'url(#sigil-face)',
        'fill-rule': 'nonzero',
        stroke: lighten(accent, 0.6),
        'stroke-width': 2,
        'stroke-linejoin': 'round',
      }),
      el('circle', { cx: 256, cy: 256, r: shape.between(18, 30), fill: lighten(accent, 0.7) }),
    ].join('');
    return {
      backdrop: backdrop({ accent, ground: '#0a0c14', random: random('backdrop'), bokeh: 5 }),
      piece: { defs, body },
      accent,
      frame: 'rarity',
    };
  },
};
