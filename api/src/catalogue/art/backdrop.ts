import { CANVAS_REGION, CANVAS_SIZE, type ArtLayer } from './art-canvas.js';
import { darken, lighten, mix } from './colour.js';
import type { SeededRandom } from './seeded-random.js';
import { blurFilter, el, group, linearGradient } from './svg-markup.js';

export interface BackdropOptions {
  accent: string;
  /** The darkest colour, at the bottom. */
  ground: string;
  random: SeededRandom;
  /** Out-of-focus lights, as behind a jewel in a shop window. */
  bokeh: number;
}

/** A dark backdrop tinted by the piece's colour, lighter at the top, with soft lights behind. */
export function backdrop({ accent, ground, random, bokeh }: BackdropOptions): ArtLayer {
  const defs = [
    linearGradient(
      'backdrop-wash',
      [0, 0],
      [CANVAS_SIZE * 0.3, CANVAS_SIZE],
      [
        [0, mix(ground, accent, 0.42)],
        [0.6, mix(ground, accent, 0.14)],
        [1, darken(ground, 0.3)],
      ],
    ),
    blurFilter('backdrop-blur', 7, CANVAS_REGION),
  ].join('');
  const lights = Array.from({ length: bokeh }, () =>
    el('circle', {
      cx: random.between(30, CANVAS_SIZE - 30),
      cy: random.between(30, CANVAS_SIZE * 0.75),
      r: random.between(10, 34),
      fill: lighten(accent, random.between(0.3, 0.7)),
      'fill-opacity': random.between(0.06, 0.16),
    }),
  );
  const body =
    el('rect', { width: CANVAS_SIZE, height: CANVAS_SIZE, fill: 'url(#backdrop-wash)' }) +
    (lights.length ? group({ filter: 'url(#backdrop-blur)' }, ...lights) : '');
  return { defs, body };
}
