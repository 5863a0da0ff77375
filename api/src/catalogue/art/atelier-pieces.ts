import { SHADOW_FILL, type ArtLayer } from './art-canvas.js';
import { darken, lighten } from './colour.js';
import { gemCutOf } from './gem-cuts.js';
import { tiara as gemTiara } from './gem-settings.js';
import { drawStone } from './gem-stone.js';
import { METALS, type Metal } from './metal.js';
import type { SeededRandom } from './seeded-random.js';
import { el, group, num, pointOnCircle, polygon, type Point } from './svg-markup.js';

/**
 * What a luxury piece is drawn in: its metal, a stone or fabric colour, its dial. The metal is painted
 * as `url(#lux-metal)` on the canvas and `url(#lux-metal-local)` in a group drawn around 0,0.
 */
export interface AtelierMaterials {
  metal: Metal;
  /** The colour the piece is known by: onyx black, opal, the silk's dye. */
  feature: string;
  darkDial: boolean;
  random: SeededRandom;
}

export type AtelierPiece = (materials: AtelierMaterials) => ArtLayer;

const edge = (materials: AtelierMaterials) => darken(METALS[materials.metal][2], 0.45);

function hand(angle: number, length: number, width: number, colour: string): string {
  const [x, y] = pointOnCircle([0, 0], length, angle);
  const [tailX, tailY] = pointOnCircle([0, 0], -length * 0.18, angle);
  return el('line', { x1: tailX, y1: tailY, x2: x, y2: y, stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round' });
}

function watch(kind: 'chronograph' | 'tourbillon' | 'plain'): AtelierPiece {
  return (materials) => {
    const { random, darkDial } = materials;
    const dial = darkDial ? '#101218' : '#f4ecdc';
    const ink = darkDial ? METALS[materials.metal === 'blackGold' ? 'gold' : materials.metal][0] : '#20232b';
    const indices = Array.from({ length: 12 }, (_, hour) => {
      const angle = (hour / 12) * Math.PI * 2 - Math.PI / 2;
      const [x1, y1] = pointOnCircle([0, 0], hour % 3 === 0 ? 62 : 70, angle);
      const [x2, y2] = pointOnCircle([0, 0], 82, angle);
      return el('line', { x1, y1, x2, y2, stroke: ink, 'stroke-width': hour % 3 === 0 ? 7 : 4, 'stroke-linecap': 'round' });
    });
    const subdial = (x: number, y: number) =>
      group(
        { transform: `translate(${x} ${y})` },
        el('circle', { r: 19, fill: darken(dial, 0.12), stroke: ink, 'stroke-width': 1.5, 'stroke-opacity': 0.6 }),
        hand(random.between(0, Math.PI * 2), 14, 2, ink),
      );
    const cage = group(
      { transform: 'translate(0 44)' },
      el('circle', { r: 26, fill: '#07080b', stroke: ink, 'stroke-width': 3 }),
      el('circle', { r: 17, fill: 'none', stroke: ink, 'stroke-width': 2, 'stroke-dasharray': '3 2.2' }),
      el('path', { d: 'M-17 0H17M0 -17V17M-11 -11L11 11M11 -11L-11 11', stroke: ink, 'stroke-width': 2 }),
      el('circle', { r: 4, fill: '#b3122e' }),
    );
    const hourAngle = random.between(0, Math.PI * 2);
    const minuteAngle = random.between(0, Math.PI * 2);
    const strap = darkDial ? '#16171c' : '#3b2416';
    return {
      defs: '',
      body: [
        el('ellipse', { cx: 256, cy: 420, rx: 130, ry: 16, fill: SHADOW_FILL }),
        el('path', { d: 'M206 20H306L298 150H214Z', fill: strap, stroke: '#000000', 'stroke-opacity': 0.5, 'stroke-width': 2 }),
        el('path', { d: 'M214 330H298L306 500H206Z', fill: strap, stroke: '#000000', 'stroke-opacity': 0.5, 'stroke-width': 2 }),
        group(
          { stroke: '#000000', 'stroke-opacity': 0.35, 'stroke-width': 1.5, 'stroke-dasharray': '4 4', fill: 'none' },
          el('path', { d: 'M216 24L222 146M296 24L290 146M222 334L216 496M290 334L296 496' }),
        ),
        group(
          { transform: 'translate(256 240)' },
          group(
            { fill: 'url(#lux-metal-local)', stroke: edge(materials), 'stroke-width': 2 },
            el('rect', { x: -78, y: -132, width: 34, height: 52, rx: 8 }),
            el('rect', { x: 44, y: -132, width: 34, height: 52, rx: 8 }),
            el('rect', { x: -78, y: 80, width: 34, height: 52, rx: 8 }),
            el('rect', { x: 44, y: 80, width: 34, height: 52, rx: 8 }),
            el('rect', { x: 108, y: -14, width: 20, height: 28, rx: 5 }),
          ),
          el('circle', { r: 118, fill: 'url(#lux-metal-local)', stroke: edge(materials), 'stroke-width': 2.5 }),
          el('circle', { r: 102, fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.35, 'stroke-width': 2 }),
          el('circle', { r: 96, fill: dial, stroke: edge(materials), 'stroke-width': 2 }),
          ...indices,
          kind === 'chronograph' ? subdial(-40, 6) + subdial(40, 6) + subdial(0, 46) : '',
          kind === 'tourbillon' ? cage : '',
          hand(hourAngle, 50, 7, ink),
          hand(minuteAngle, 74, 5, ink),
          hand(random.between(0, Math.PI * 2), 80, 1.8, '#c8243c'),
          el('circle', { r: 6, fill: 'url(#lux-metal-local)', stroke: edge(materials), 'stroke-width': 1 }),
          // The crystal's reflection.
          el('path', {
            d: 'M-70 -50A90 90 0 0 1 40 -86A100 100 0 0 0 -70 -50Z',
            fill: '#ffffff',
            'fill-opacity': 0.18,
            stroke: '#ffffff',
            'stroke-opacity': 0.25,
            'stroke-width': 6,
          }),
        ),
      ].join(''),
    };
  };
}

function cufflink(x: number, y: number, size: number, materials: AtelierMaterials, id: string): ArtLayer {
  const stone = drawStone({
    cut: gemCutOf('cushion'),
    centre: [x, y],
    radius: size * 0.3,
    colour: { base: materials.feature, fire: false },
    random: materials.random,
    id,
  });
  return {
    defs: stone.defs,
    body: [
      el('rect', {
        x: x - size * 0.14,
        y: y + size * 0.4,
        width: size * 0.28,
        height: size * 0.5,
        rx: 4,
        fill: 'url(#lux-metal)',
        stroke: edge(materials),
        'stroke-width': 1.5,
      }),
      el('rect', {
        x: x - size * 0.5,
        y: y + size * 0.82,
        width: size,
        height: size * 0.22,
        rx: size * 0.1,
        fill: 'url(#lux-metal)',
        stroke: edge(materials),
        'stroke-width': 1.5,
      }),
      el('rect', {
        x: x - size / 2,
        y: y - size / 2,
        width: size,
        height: size,
        rx: size * 0.2,
        fill: 'url(#lux-metal)',
        stroke: edge(materials),
        'stroke-width': 2,
      }),
      el('rect', {
        x: x - size * 0.38,
        y: y - size * 0.38,
        width: size * 0.76,
        height: size * 0.76,
        rx: size * 0.14,
        fill: 'none',
        stroke: '#ffffff',
        'stroke-opacity': 0.4,
        'stroke-width': 2,
      }),
      stone.body,
    ].join(''),
  };
}

const cufflinks: AtelierPiece = (materials) => {
  const left = cufflink(186, 226, 104, materials, 'lux-left');
  const right = cufflink(326, 250, 104, materials, 'lux-right');
  return { defs: left.defs + right.defs, body: el('ellipse', { cx: 256, cy: 400, rx: 150, ry: 16, fill: SHADOW_FILL }) + left.body + right.body };
};

function signetRing(centre: Point, scale: number, materials: AtelierMaterials): string {
  const [x, y] = centre;
  return group(
    { transform: `translate(${num(x)} ${num(y)}) scale(${scale})` },
    el('ellipse', { cx: 0, cy: 70, rx: 104, ry: 96, fill: 'none', stroke: 'url(#lux-metal-local)', 'stroke-width': 34 }),
    el('ellipse', { cx: 0, cy: 70, rx: 88, ry: 80, fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.25, 'stroke-width': 3 }),
    el('ellipse', { cx: 0, cy: -36, rx: 82, ry: 58, fill: 'url(#lux-metal-local)', stroke: edge(materials), 'stroke-width': 2.5 }),
    el('ellipse', { cx: 0, cy: -40, rx: 64, ry: 44, fill: materials.feature, stroke: edge(materials), 'stroke-width': 2 }),
    el('ellipse', { cx: -18, cy: -56, rx: 30, ry: 12, fill: '#ffffff', 'fill-opacity': 0.22, transform: 'rotate(-18 -18 -56)' }),
    // An engraved crest: a chevron under a star, cut into the stone.
    el('path', {
      d: 'M-30 -22L0 -44L30 -22M-22 -12L0 -28L22 -12',
      fill: 'none',
      stroke: 'url(#lux-metal-local)',
      'stroke-width': 4,
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    }),
    polygon(
      Array.from({ length: 10 }, (_, index): Point => pointOnCircle([0, -62], index % 2 === 0 ? 10 : 4, -Math.PI / 2 + (index * Math.PI) / 5)),
      { fill: 'url(#lux-metal-local)' },
    ),
  );
}

const signet: AtelierPiece = (materials) => ({
  defs: '',
  body: el('ellipse', { cx: 256, cy: 420, rx: 130, ry: 16, fill: SHADOW_FILL }) + signetRing([256, 236], 1.15, materials),
});

const bangle: AtelierPiece = (materials) => {
  const stones = Array.from({ length: 9 }, (_, index) => {
    const angle = Math.PI * (0.22 + (index / 8) * 0.56);
    const [x, y] = [256 + 142 * Math.cos(angle), 262 + 82 * Math.sin(angle)];
    return (
      el('circle', { cx: x, cy: y, r: 7, fill: '#ffffff', stroke: edge(materials), 'stroke-width': 1.5 }) +
      el('circle', { cx: x - 2, cy: y - 2, r: 2.5, fill: '#e8f4ff' })
    );
  });
  return {
    defs: '',
    body: [
      el('ellipse', { cx: 256, cy: 380, rx: 170, ry: 24, fill: SHADOW_FILL }),
      el('ellipse', { cx: 256, cy: 262, rx: 142, ry: 82, fill: 'none', stroke: darken(METALS[materials.metal][2], 0.2), 'stroke-width': 44 }),
      el('path', { d: 'M114 262A142 82 0 0 0 398 262', fill: 'none', stroke: 'url(#lux-metal)', 'stroke-width': 44 }),
      el('path', { d: 'M130 250A126 68 0 0 0 382 250', fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.35, 'stroke-width': 4 }),
      ...stones,
    ].join(''),
  };
};

const pocketSquare: AtelierPiece = (materials) => {
  const silk = materials.feature;
  // The three-point fold: each point a layer of the same silk, lit from the left.
  const points: Array<[string, number]> = [
    ['M232 300L262 104L312 300Z', 0.1],
    ['M170 300L196 142L262 300Z', 0.28],
    ['M262 300L332 150L352 300Z', -0.05],
  ];
  const dots = Array.from({ length: 18 }, () =>
    el('circle', {
      cx: materials.random.between(180, 340),
      cy: materials.random.between(130, 296),
      r: materials.random.between(2.5, 5),
      fill: lighten(silk, 0.55),
      'fill-opacity': 0.6,
    }),
  );
  return {
    defs: el('clipPath', { id: 'lux-folds' }, ...points.map(([d]) => el('path', { d }))),
    body: [
      el('ellipse', { cx: 256, cy: 446, rx: 170, ry: 16, fill: SHADOW_FILL }),
      ...points.map(([d, light]) =>
        el('path', {
          d,
          fill: light >= 0 ? lighten(silk, light) : darken(silk, -light),
          stroke: darken(silk, 0.55),
          'stroke-width': 2,
          'stroke-linejoin': 'round',
        }),
      ),
      group({ 'clip-path': 'url(#lux-folds)' }, ...dots),
      // The breast pocket it stands in: dark wool, a stitched welt and a gold pin.
      el('path', { d: 'M96 286H416L404 440H108Z', fill: '#1d2130', stroke: '#05060a', 'stroke-width': 2 }),
      el('path', { d: 'M96 286H416V304H96Z', fill: '#272c3e' }),
      el('path', { d: 'M104 296H408', stroke: '#7d869e', 'stroke-opacity': 0.5, 'stroke-width': 1.5, 'stroke-dasharray': '6 5' }),
      el('circle', { cx: 372, cy: 340, r: 10, fill: 'url(#lux-metal)', stroke: edge(materials), 'stroke-width': 1.5 }),
    ].join(''),
  };
};

const heritageSet: AtelierPiece = (materials) => {
  const left = cufflink(150, 330, 70, materials, 'lux-left');
  const right = cufflink(362, 330, 70, materials, 'lux-right');
  return {
    defs: left.defs + right.defs,
    body:
      el('ellipse', { cx: 256, cy: 420, rx: 190, ry: 16, fill: SHADOW_FILL }) +
      signetRing([256, 210], 0.9, { ...materials, feature: '#15161b' }) +
      left.body +
      right.body,
  };
};

const opalTiara: AtelierPiece = (materials) =>
  gemTiara({
    cut: gemCutOf('oval'),
    form: 'cabochon',
    metal: undefined,
    colour: { base: materials.feature, fire: false },
    size: 0.6,
    random: materials.random,
  });

/** A sunburst brooch: the house's signature when the name says nothing more specific. */
const brooch: AtelierPiece = (materials) => {
  const rays = Array.from({ length: 24 }, (_, index) => {
    const angle = (index / 24) * Math.PI * 2;
    const length = index % 2 === 0 ? 176 : 128;
    return polygon([pointOnCircle([256, 240], 46, angle - 0.15), pointOnCircle([256, 240], length, angle), pointOnCircle([256, 240], 46, angle + 0.15)], {});
  });
  const pearls = Array.from({ length: 16 }, (_, index) => {
    const [x, y] = pointOnCircle([256, 240], 78, (index / 16) * Math.PI * 2);
    return el('circle', { cx: x, cy: y, r: 9, fill: '#f5f1ea', stroke: '#9d9384', 'stroke-width': 1 });
  });
  const stone = drawStone({
    cut: gemCutOf('round'),
    centre: [256, 240],
    radius: 60,
    colour: { base: materials.feature, fire: true },
    random: materials.random,
    id: 'lux-stone',
  });
  return {
    defs: stone.defs,
    body: [
      el('ellipse', { cx: 256, cy: 420, rx: 130, ry: 16, fill: SHADOW_FILL }),
      group({ fill: 'url(#lux-metal)', stroke: edge(materials), 'stroke-width': 2.5, 'stroke-linejoin': 'round' }, ...rays),
      el('circle', { cx: 256, cy: 240, r: 90, fill: 'url(#lux-metal)', stroke: edge(materials), 'stroke-width': 2 }),
      ...pearls,
      stone.body,
    ].join(''),
  };
};

/** Which piece a luxury set is, from a word of its name. */
export const PIECES_BY_NAME: ReadonlyArray<readonly [string, AtelierPiece]> = [
  ['chronograph', watch('chronograph')],
  ['tourbillon', watch('tourbillon')],
  ['watch', watch('plain')],
  ['timepiece', watch('plain')],
  ['cufflinks', cufflinks],
  ['signet', signet],
  ['ring', signet],
  ['bangle', bangle],
  ['bracelet', bangle],
  ['tiara', opalTiara],
  ['square', pocketSquare],
  ['scarf', pocketSquare],
  ['set', heritageSet],
];

export const FALLBACK_PIECE: AtelierPiece = brooch;
