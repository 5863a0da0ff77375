import { composeLayer, SHADOW_FILL, type ArtLayer } from './art-canvas.js';
import { darken } from './colour.js';
import { gemCutOf, type GemCut } from './gem-cuts.js';
import { drawFiligree } from './filigree.js';
import { drawCabochon, drawStone, type GemColour } from './gem-stone.js';
import { metalGradient, type Metal } from './metal.js';
import type { SeededRandom } from './seeded-random.js';
import { el, group, polygon, type Point } from './svg-markup.js';

/** What a setting needs to place the set's stone. */
export interface StoneSpec {
  cut: GemCut;
  /** A faceted stone, a smooth dome, or wire work in place of a stone. */
  form: 'faceted' | 'cabochon' | 'filigree';
  /** The metal the set names, else each setting's usual one. */
  metal: Metal | undefined;
  colour: GemColour;
  /** 0 for the smallest stones, 1 for the largest (from the carat weight). */
  size: number;
  random: SeededRandom;
}

function stone(spec: StoneSpec, centre: Point, radius: number, id: string): ArtLayer {
  if (spec.form === 'filigree') return drawFiligree({ centre, radius, metal: spec.metal ?? 'gold', random: spec.random });
  if (spec.form === 'cabochon') return drawCabochon({ centre, radius, colour: spec.colour, id });
  return drawStone({ cut: spec.cut, centre, radius, colour: spec.colour, random: spec.random, id });
}

/** A loose stone on the counter, larger the heavier it is. */
export function looseStone(spec: StoneSpec): ArtLayer {
  // Wire work has no body to show at a small size, so it is always drawn large.
  return stone(spec, [256, 250], spec.form === 'filigree' ? 140 : 100 + 52 * spec.size, 'gem');
}

/** The stone set on a gold band seen from the front. */
export function ring(spec: StoneSpec): ArtLayer {
  const radius = 74 + 16 * spec.size;
  const head: Point = [256, 176];
  const prongs = [-0.72, 0.72].map((side) =>
    el('ellipse', { cx: head[0] + side * radius * 0.78, cy: head[1] + radius * 0.55, rx: 7, ry: 11, fill: 'url(#gem-metal)' }),
  );
  return composeLayer(
    [metalGradient('gem-metal', spec.metal ?? 'gold', [130, 200], [380, 440]), metalGradient('gem-metal-inner', spec.metal ?? 'gold', [380, 200], [130, 440])],
    el('ellipse', { cx: 256, cy: 426, rx: 120, ry: 18, fill: SHADOW_FILL }),
    el('ellipse', { cx: 256, cy: 318, rx: 112, ry: 100, fill: 'none', stroke: 'url(#gem-metal)', 'stroke-width': 26 }),
    el('ellipse', { cx: 256, cy: 318, rx: 99, ry: 87, fill: 'none', stroke: 'url(#gem-metal-inner)', 'stroke-width': 4, 'stroke-opacity': 0.8 }),
    polygon(
      [
        [200, 214],
        [312, 214],
        [286, 246],
        [226, 246],
      ],
      { fill: 'url(#gem-metal)', stroke: darken('#94650f', 0.3), 'stroke-width': 1.5 },
    ),
    stone(spec, head, radius, 'gem'),
    ...prongs,
  );
}

function peaks(base: number, tops: Point[]): Point[] {
  const points: Point[] = [[tops[0]![0], base]];
  tops.forEach((top, index) => {
    points.push(top);
    const next = tops[index + 1];
    if (next) points.push([(top[0] + next[0]) / 2, base - 52]);
  });
  points.push([tops[tops.length - 1]![0], base]);
  return points;
}

/** A gold crown: five points tipped with pearls, the stone on its band. */
export function crown(spec: StoneSpec): ArtLayer {
  const tops: Point[] = [
    [126, 196],
    [191, 160],
    [256, 120],
    [321, 160],
    [386, 196],
  ];
  const pearls = tops.map(([x, y]) => el('circle', { cx: x, cy: y - 8, r: 11, fill: 'url(#gem-pearl)' }));
  return composeLayer(
    [
      metalGradient('gem-metal', spec.metal ?? 'gold', [120, 120], [400, 400]),
      el(
        'radialGradient',
        { id: 'gem-pearl', cx: 0.35, cy: 0.35, r: 0.7 },
        el('stop', { offset: 0, 'stop-color': '#ffffff' }),
        el('stop', { offset: 1, 'stop-color': '#b9b3c9' }),
      ),
    ],
    el('ellipse', { cx: 256, cy: 404, rx: 150, ry: 18, fill: SHADOW_FILL }),
    polygon(peaks(330, tops), { fill: 'url(#gem-metal)', stroke: darken('#94650f', 0.35), 'stroke-width': 2, 'stroke-linejoin': 'round' }),
    el('rect', { x: 116, y: 318, width: 280, height: 70, rx: 10, fill: 'url(#gem-metal)', stroke: darken('#94650f', 0.35), 'stroke-width': 2 }),
    group({ fill: '#7a1426', 'fill-opacity': 0.85 }, el('circle', { cx: 160, cy: 353, r: 12 }), el('circle', { cx: 352, cy: 353, r: 12 })),
    ...pearls,
    stone(spec, [256, 300], 58 + 10 * spec.size, 'gem'),
  );
}

/** A platinum tiara: a curved band rising to a spire that holds the stone, small stones on its sides. */
export function tiara(spec: StoneSpec): ArtLayer {
  const band = 'M104 356Q256 300 408 356L408 380Q256 326 104 380Z';
  const spire = 'M256 112C300 170 320 230 306 300Q256 286 206 300C192 230 212 170 256 112Z';
  const sideArch = (side: 1 | -1) => {
    const x = (offset: number) => 256 + side * offset;
    return `M${x(40)} 304C${x(70)} 250 ${x(110)} 236 ${x(150)} 260C${x(126)} 280 ${x(124)} 306 ${x(132)} 322Q${x(90)} 312 ${x(40)} 318Z`;
  };
  const small: StoneSpec = { ...spec, cut: gemCutOf('round'), form: 'faceted' };
  return composeLayer(
    [metalGradient('gem-metal', spec.metal ?? 'platinum', [100, 100], [410, 400])],
    el('ellipse', { cx: 256, cy: 404, rx: 160, ry: 16, fill: SHADOW_FILL }),
    group(
      { fill: 'url(#gem-metal)', stroke: '#4d5563', 'stroke-width': 2, 'stroke-linejoin': 'round' },
      el('path', { d: sideArch(-1) }),
      el('path', { d: sideArch(1) }),
      el('path', { d: spire }),
      el('path', { d: band }),
    ),
    stone(small, [150, 282], 18, 'gem-left'),
    stone(small, [362, 282], 18, 'gem-right'),
    stone(spec, [256, 214], 62 + 8 * spec.size, 'gem'),
  );
}

/** The stone hanging from a bail on a fine bead chain. */
export function pendant(spec: StoneSpec): ArtLayer {
  const radius = 96 + 24 * spec.size;
  const centre: Point = [256, 262];
  const bailY = centre[1] - radius * 0.9 - 16;
  return composeLayer(
    [metalGradient('gem-metal', spec.metal ?? 'gold', [200, 0], [320, 200])],
    group(
      { fill: 'none', stroke: 'url(#gem-metal)', 'stroke-width': 5, 'stroke-linecap': 'round', 'stroke-dasharray': '0.1 9' },
      el('path', { d: `M120 0Q150 ${bailY - 30} 248 ${bailY}` }),
      el('path', { d: `M392 0Q362 ${bailY - 30} 264 ${bailY}` }),
    ),
    el('ellipse', { cx: 256, cy: bailY + 2, rx: 10, ry: 14, fill: 'none', stroke: 'url(#gem-metal)', 'stroke-width': 6 }),
    stone(spec, centre, radius, 'gem'),
  );
}

/** A parure: three matched stones (sapphire, ruby, emerald) hanging from one gold chain. */
export function parure(spec: StoneSpec): ArtLayer {
  const chain = 'M40 96Q256 330 472 96';
  const hung = (x: number, y: number, radius: number) =>
    el('line', { x1: x, y1: y - radius - 22, x2: x, y2: y - radius * 0.7, stroke: 'url(#gem-metal)', 'stroke-width': 5, 'stroke-linecap': 'round' });
  const palette: Array<[string, string, Point, number]> = [
    ['pear', '#1f5fd1', [150, 262], 56],
    ['oval', '#12a064', [362, 262], 56],
    ['heart', '#c8102e', [256, 318], 70],
  ];
  return composeLayer(
    [metalGradient('gem-metal', spec.metal ?? 'gold', [40, 80], [472, 330])],
    el('path', { d: chain, fill: 'none', stroke: 'url(#gem-metal)', 'stroke-width': 6, 'stroke-linecap': 'round', 'stroke-dasharray': '0.1 10' }),
    ...palette.map(([, , [x, y], radius]) => hung(x, y, radius)),
    ...palette.map(([cut, base, centre, radius], index) =>
      stone({ ...spec, cut: gemCutOf(cut), form: 'faceted', colour: { base, fire: false } }, centre, radius, `gem-${index}`),
    ),
  );
}
