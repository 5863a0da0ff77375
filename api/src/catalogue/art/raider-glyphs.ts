import { darken, lighten } from './colour.js';
import type { ElementPalette } from './raider-palette.js';
import { el, group, polygon, type Point } from './svg-markup.js';

/**
 * The item on an Elemental Raiders emblem, drawn around 0,0 within about ±140, in the shared `raid-*`
 * paints (see raider-palette.ts) and its element's colours.
 */
export type RaiderGlyph = (palette: ElementPalette) => string;

const OUTLINE = { stroke: '#10131a', 'stroke-width': 3, 'stroke-linejoin': 'round' } as const;

/** The same shape drawn again, blurred, under itself: the item's elemental aura. */
function aura(palette: ElementPalette, markup: string, width = 14): string {
  return group({ filter: 'url(#raid-blur)', stroke: palette.glow, 'stroke-width': width, fill: palette.glow, opacity: 0.8 }, markup);
}

function blade(length: number, width: number): { left: Point[]; right: Point[]; whole: Point[] } {
  const tip: Point = [0, -length - width * 1.6];
  const left: Point[] = [[-width, 0], [-width, -length], tip, [0, -length], [0, 0]];
  const right: Point[] = [[0, 0], [0, -length], tip, [width, -length], [width, 0]];
  const whole: Point[] = [[-width, 0], [-width, -length], tip, [width, -length], [width, 0]];
  return { left, right, whole };
}

function sword(palette: ElementPalette, length: number, width: number, rotation: number): string {
  const { left, right, whole } = blade(length, width);
  const guard = width * 4.4;
  return group(
    { transform: `rotate(${rotation}) translate(0 ${length * 0.38})` },
    aura(palette, polygon(whole, {})),
    polygon(left, { fill: '#f4f8fc' }),
    polygon(right, { fill: '#9aa6b6' }),
    el('line', { x1: 0, y1: -6, x2: 0, y2: -length + 6, stroke: palette.glow, 'stroke-width': width * 0.45, 'stroke-linecap': 'round' }),
    polygon(whole, { fill: 'none', ...OUTLINE }),
    el('path', {
      d: `M${-guard} -4Q0 -${width * 1.8} ${guard} -4L${guard - 4} ${width * 1.1}Q0 ${width * 0.2} ${-guard + 4} ${width * 1.1}Z`,
      fill: 'url(#raid-gold)',
      ...OUTLINE,
    }),
    el('rect', { x: -width * 0.6, y: width * 0.9, width: width * 1.2, height: length * 0.32, rx: 3, fill: '#5a3520', ...OUTLINE }),
    el('circle', { cx: 0, cy: width * 0.9 + length * 0.32 + 9, r: width * 0.85, fill: 'url(#raid-orb)', ...OUTLINE }),
  );
}

const longsword: RaiderGlyph = (palette) => sword(palette, 190, 17, 40);
const dagger: RaiderGlyph = (palette) => sword(palette, 120, 15, -35);

const bow: RaiderGlyph = (palette) =>
  group(
    { transform: 'rotate(40)' },
    aura(palette, el('path', { d: 'M-30 -140Q90 0 -30 140', fill: 'none' }), 12),
    el('line', { x1: -30, y1: -140, x2: -30, y2: 140, stroke: lighten(palette.light, 0.4), 'stroke-width': 2.5 }),
    el('path', { d: 'M-30 -140Q90 0 -30 140', fill: 'none', stroke: '#10131a', 'stroke-width': 17, 'stroke-linecap': 'round' }),
    el('path', { d: 'M-30 -140Q90 0 -30 140', fill: 'none', stroke: 'url(#raid-wood)', 'stroke-width': 11, 'stroke-linecap': 'round' }),
    el('rect', { x: 15, y: -22, width: 16, height: 44, rx: 4, fill: 'url(#raid-gold)', ...OUTLINE }),
    // The nocked arrow, its head lit by the element.
    el('line', { x1: -44, y1: 0, x2: 112, y2: 0, stroke: '#e9dcc4', 'stroke-width': 5, 'stroke-linecap': 'round' }),
    polygon(
      [
        [112, -12],
        [140, 0],
        [112, 12],
      ],
      { fill: palette.light, ...OUTLINE },
    ),
    polygon(
      [
        [-44, 0],
        [-60, -12],
        [-34, -12],
        [-20, 0],
        [-34, 12],
        [-60, 12],
      ],
      { fill: palette.glow, ...OUTLINE, 'stroke-width': 2 },
    ),
  );

const staff: RaiderGlyph = (palette) =>
  group(
    { transform: 'rotate(18) translate(0 18)' },
    aura(palette, el('rect', { x: -11, y: -90, width: 22, height: 226 }), 10),
    el('rect', { x: -11, y: -90, width: 22, height: 226, rx: 11, fill: 'url(#raid-wood)', ...OUTLINE }),
    group(
      { fill: 'url(#raid-gold)', ...OUTLINE },
      el('rect', { x: -15, y: 10, width: 30, height: 14, rx: 4 }),
      el('rect', { x: -15, y: 112, width: 30, height: 14, rx: 4 }),
    ),
    // Claws holding the orb.
    el('path', { d: 'M-10 -80C-64 -96 -66 -160 -24 -188L-30 -150C-40 -124 -26 -104 0 -98Z', fill: 'url(#raid-gold)', ...OUTLINE }),
    el('path', { d: 'M10 -80C64 -96 66 -160 24 -188L30 -150C40 -124 26 -104 0 -98Z', fill: 'url(#raid-gold)', ...OUTLINE }),
    el('circle', { cx: 0, cy: -138, r: 80, fill: 'url(#raid-aura)' }),
    el('circle', { cx: 0, cy: -138, r: 38, fill: 'url(#raid-orb)', ...OUTLINE }),
  );

const buckler: RaiderGlyph = (palette) =>
  group(
    {},
    aura(palette, el('circle', { r: 112 })),
    el('circle', { r: 112, fill: 'url(#raid-steel)', ...OUTLINE }),
    el('circle', { r: 92, fill: darken(palette.glow, 0.35), ...OUTLINE }),
    el('path', { d: 'M0 -92L18 -18L92 0L18 18L0 92L-18 18L-92 0L-18 -18Z', fill: 'url(#raid-energy)', opacity: 0.9 }),
    el('circle', { r: 28, fill: 'url(#raid-steel)', ...OUTLINE }),
    group(
      { fill: '#e8edf3', stroke: '#10131a', 'stroke-width': 1.5 },
      ...Array.from({ length: 12 }, (_, index) => el('circle', { cx: 102 * Math.cos((index * Math.PI) / 6), cy: 102 * Math.sin((index * Math.PI) / 6), r: 4 })),
    ),
  );

const plate: RaiderGlyph = (palette) => {
  const torso = 'M-58 -104L-26 -92Q0 -70 26 -92L58 -104L96 -70L82 -18L70 40Q64 96 0 118Q-64 96 -70 40L-82 -18L-96 -70Z';
  return group(
    {},
    aura(palette, el('path', { d: torso })),
    el('path', { d: torso, fill: 'url(#raid-steel-dark)', ...OUTLINE }),
    el('path', { d: 'M0 -80L0 112', stroke: '#10131a', 'stroke-width': 3, opacity: 0.6 }),
    el('path', { d: 'M-70 10Q0 40 70 10', fill: 'none', stroke: palette.glow, 'stroke-width': 6, 'stroke-linecap': 'round' }),
    el('path', { d: 'M-62 54Q0 80 62 54', fill: 'none', stroke: palette.glow, 'stroke-width': 6, 'stroke-linecap': 'round' }),
    group(
      { fill: 'url(#raid-steel-dark)', ...OUTLINE },
      el('ellipse', { cx: -92, cy: -78, rx: 40, ry: 30 }),
      el('ellipse', { cx: 92, cy: -78, rx: 40, ry: 30 }),
    ),
    group(
      { fill: 'none', stroke: palette.glow, 'stroke-width': 4 },
      el('path', { d: 'M-122 -70Q-92 -96 -62 -70' }),
      el('path', { d: 'M62 -70Q92 -96 122 -70' }),
    ),
    el('circle', { cx: 0, cy: -30, r: 20, fill: 'url(#raid-orb)', ...OUTLINE }),
  );
};

const scroll: RaiderGlyph = (palette) =>
  group(
    { transform: 'rotate(-12)' },
    aura(palette, el('rect', { x: -78, y: -110, width: 156, height: 220 })),
    el('rect', { x: -78, y: -110, width: 156, height: 220, fill: '#efe0bd', ...OUTLINE }),
    group(
      { stroke: palette.glow, 'stroke-width': 5, 'stroke-linecap': 'round' },
      ...[-70, -40, -10, 20, 50].map((y, index) => el('line', { x1: -52, y1: y, x2: index % 2 === 0 ? 48 : 28, y2: y })),
    ),
    group(
      { fill: 'url(#raid-wood)', ...OUTLINE },
      el('rect', { x: -96, y: -130, width: 192, height: 30, rx: 15 }),
      el('rect', { x: -96, y: 100, width: 192, height: 30, rx: 15 }),
    ),
    el('circle', { cx: 40, cy: 82, r: 20, fill: '#a3162a', ...OUTLINE }),
    el('circle', { cx: 40, cy: 82, r: 9, fill: palette.light, opacity: 0.8 }),
  );

function crystal(length: number, width: number): string {
  const half = width / 2;
  const faces: Array<[Point[], string]> = [
    [
      [
        [0, -length],
        [-half, -length * 0.55],
        [-half, length * 0.55],
        [0, length],
        [0, -length],
      ],
      'url(#raid-energy)',
    ],
    [
      [
        [0, -length],
        [half, -length * 0.55],
        [half, length * 0.55],
        [0, length],
      ],
      '#000000',
    ],
  ];
  return [
    polygon(faces[0]![0], { fill: faces[0]![1] }),
    polygon(faces[1]![0], { fill: 'url(#raid-energy)' }),
    polygon(faces[1]![0], { fill: faces[1]![1], 'fill-opacity': 0.35 }),
    polygon(
      [
        [0, -length],
        [-half, -length * 0.55],
        [0, -length * 0.35],
        [half, -length * 0.55],
      ],
      { fill: '#ffffff', 'fill-opacity': 0.45 },
    ),
    polygon(
      [
        [0, -length],
        [half, -length * 0.55],
        [half, length * 0.55],
        [0, length],
        [-half, length * 0.55],
        [-half, -length * 0.55],
      ],
      { fill: 'none', ...OUTLINE },
    ),
  ].join('');
}

const shard: RaiderGlyph = () =>
  group(
    {},
    el('circle', { r: 150, fill: 'url(#raid-aura)', opacity: 0.7 }),
    group({ transform: 'rotate(14)' }, crystal(130, 70)),
    group({ transform: 'translate(-92 60) rotate(-24)' }, crystal(44, 26)),
    group({ transform: 'translate(88 -74) rotate(32)' }, crystal(34, 20)),
  );

const elixir: RaiderGlyph = (palette) =>
  group(
    {},
    aura(palette, el('circle', { cx: 0, cy: 34, r: 84 })),
    el('rect', { x: -24, y: -112, width: 48, height: 72, fill: '#cfe3ee', 'fill-opacity': 0.55, ...OUTLINE }),
    el('circle', { cx: 0, cy: 34, r: 84, fill: '#cfe3ee', 'fill-opacity': 0.35, ...OUTLINE }),
    el('path', { d: 'M-80 44A84 84 0 0 0 80 44Q40 24 0 40Q-40 56 -80 44Z', fill: 'url(#raid-energy)' }),
    el('path', { d: 'M-84 38Q-40 18 0 32Q40 48 84 30', fill: 'none', stroke: palette.light, 'stroke-width': 3 }),
    group(
      { fill: palette.light, 'fill-opacity': 0.8 },
      el('circle', { cx: -20, cy: 70, r: 7 }),
      el('circle', { cx: 24, cy: 88, r: 5 }),
      el('circle', { cx: 8, cy: 58, r: 4 }),
    ),
    el('path', { d: 'M-52 -8A70 70 0 0 0 -66 40', fill: 'none', stroke: '#ffffff', 'stroke-width': 8, 'stroke-linecap': 'round', 'stroke-opacity': 0.6 }),
    el('rect', { x: -30, y: -130, width: 60, height: 26, rx: 6, fill: '#8a5a2b', ...OUTLINE }),
    el('circle', { cx: 0, cy: 34, r: 84, fill: 'none', ...OUTLINE }),
  );

function starPath(points: number, outer: number, inner: number): string {
  const corners = Array.from({ length: points * 2 }, (_, index): Point => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (index * Math.PI) / points;
    return [radius * Math.cos(angle), radius * Math.sin(angle)];
  });
  return `M${corners.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}Z`;
}

const sigil: RaiderGlyph = (palette) =>
  group(
    {},
    el('circle', { r: 130, fill: 'url(#raid-aura)', opacity: 0.6 }),
    group(
      { fill: 'none', stroke: palette.light, 'stroke-width': 5, filter: 'url(#raid-blur)', opacity: 0.9 },
      el('circle', { r: 112 }),
      el('path', { d: starPath(6, 112, 60) }),
    ),
    group(
      { fill: 'none', stroke: palette.light, 'stroke-width': 4 },
      el('circle', { r: 112 }),
      el('circle', { r: 92 }),
      el('path', { d: starPath(6, 112, 60) }),
    ),
    el('circle', { r: 34, fill: 'url(#raid-orb)', ...OUTLINE }),
  );

const core: RaiderGlyph = (palette) =>
  group(
    {},
    el('circle', { r: 140, fill: 'url(#raid-aura)' }),
    group(
      { fill: 'none', stroke: palette.light, 'stroke-width': 4, 'stroke-opacity': 0.85 },
      el('ellipse', { rx: 124, ry: 38, transform: 'rotate(-25)' }),
      el('ellipse', { rx: 124, ry: 38, transform: 'rotate(35)' }),
      el('ellipse', { rx: 124, ry: 38, transform: 'rotate(95)' }),
    ),
    el('circle', { r: 62, fill: 'url(#raid-orb)', ...OUTLINE }),
    el('path', {
      d: 'M-30 -10C-20 -40 20 -40 26 -6C30 20 -4 28 -8 6C-10 -6 4 -10 6 -2',
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 5,
      'stroke-linecap': 'round',
      'stroke-opacity': 0.7,
    }),
    group(
      { fill: palette.light },
      el('circle', { cx: 112, cy: -52, r: 8 }),
      el('circle', { cx: -88, cy: 80, r: 7 }),
      el('circle', { cx: -40, cy: -112, r: 6 }),
    ),
  );

function wing(side: 1 | -1): string {
  const feathers = [0, 1, 2, 3, 4].map((index) => {
    const spread = 0.25 + index * 0.26;
    const length = 150 - index * 16;
    const tipX = side * Math.sin(spread) * length;
    const tipY = -Math.cos(spread) * length - 10;
    return `M${side * 14} -16Q${(tipX * 0.45).toFixed(1)} ${(tipY * 0.95 - 24).toFixed(1)} ${tipX.toFixed(1)} ${tipY.toFixed(1)}Q${(tipX * 0.95).toFixed(1)} ${(tipY * 0.2).toFixed(1)} ${side * 12} 24Z`;
  });
  return feathers.map((d) => el('path', { d })).join('');
}

const phoenix: RaiderGlyph = (palette) =>
  group(
    { transform: 'translate(0 14) scale(1.22)' },
    el('circle', { r: 150, fill: 'url(#raid-aura)', opacity: 0.8 }),
    group({ fill: 'url(#raid-energy)', ...OUTLINE, 'stroke-width': 2.5 }, wing(-1), wing(1)),
    group(
      { fill: 'url(#raid-energy)', ...OUTLINE, 'stroke-width': 2.5 },
      el('path', { d: 'M-14 36Q-64 92 -44 146Q-14 104 0 66Q14 104 44 146Q64 92 14 36Z' }),
      el('path', { d: 'M0 -40C34 -40 34 10 22 44Q0 62 -22 44C-34 10 -34 -40 0 -40Z' }),
      el('circle', { cx: 0, cy: -52, r: 20 }),
    ),
    polygon(
      [
        [-6, -48],
        [6, -48],
        [0, -30],
      ],
      { fill: 'url(#raid-gold)' },
    ),
    el('circle', { cx: 0, cy: -57, r: 4.5, fill: lighten(palette.light, 0.5) }),
  );

const aegis: RaiderGlyph = (palette) => {
  const shield = 'M-70 -90H70V-10Q70 70 0 112Q-70 70 -70 -10Z';
  return group(
    {},
    group({ fill: 'url(#raid-energy)', opacity: 0.95, ...OUTLINE, 'stroke-width': 2.5, transform: 'translate(0 -20)' }, wing(-1), wing(1)),
    aura(palette, el('path', { d: shield })),
    el('path', { d: shield, fill: 'url(#raid-steel)', ...OUTLINE }),
    el('path', { d: 'M-52 -72H52V-12Q52 52 0 88Q-52 52 -52 -12Z', fill: darken(palette.glow, 0.3) }),
    el('path', { d: 'M0 -60L14 -8L0 64L-14 -8Z', fill: palette.light }),
  );
};

/** Raw ore: a dark rock split by veins of its element, glowing from within. */
const ore: RaiderGlyph = (palette) => {
  const rock = 'M-96 40L-84 -34L-30 -84L40 -76L94 -26L100 48L48 92L-40 96Z';
  return group(
    {},
    el('circle', { r: 130, fill: 'url(#raid-aura)', opacity: 0.55 }),
    el('path', { d: rock, fill: '#3a3430', ...OUTLINE }),
    el('path', { d: 'M-84 -34L-30 -84L40 -76L-6 -20ZM94 -26L100 48L30 20Z', fill: '#57504a' }),
    el('path', { d: 'M-40 96L-6 -20L30 20L48 92Z', fill: '#2a2522' }),
    group(
      { fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' },
      el('path', {
        d: 'M-70 20L-30 0L-6 -20L26 -40L60 -30M-6 -20L10 30L48 60M-30 0L-40 50',
        stroke: palette.glow,
        'stroke-width': 12,
        filter: 'url(#raid-blur)',
      }),
      el('path', { d: 'M-70 20L-30 0L-6 -20L26 -40L60 -30M-6 -20L10 30L48 60M-30 0L-40 50', stroke: palette.light, 'stroke-width': 4 }),
    ),
    el('path', { d: rock, fill: 'none', ...OUTLINE }),
  );
};

/** A charm: a teardrop amulet of its element hung on a cord. */
const charm: RaiderGlyph = (palette) =>
  group(
    { transform: 'translate(0 20)' },
    el('path', { d: 'M-86 -150Q-40 -60 0 -58Q40 -60 86 -150', fill: 'none', stroke: '#6b4a2a', 'stroke-width': 6, 'stroke-linecap': 'round' }),
    el('circle', { cx: 0, cy: -50, r: 12, fill: 'none', stroke: 'url(#raid-gold)', 'stroke-width': 6 }),
    aura(palette, el('path', { d: 'M0 -40C56 10 70 60 40 96Q0 124 -40 96C-70 60 -56 10 0 -40Z' })),
    el('path', { d: 'M0 -40C56 10 70 60 40 96Q0 124 -40 96C-70 60 -56 10 0 -40Z', fill: 'url(#raid-gold)', ...OUTLINE }),
    el('path', { d: 'M0 -16C38 20 48 56 28 82Q0 102 -28 82C-48 56 -38 20 0 -16Z', fill: 'url(#raid-orb)', ...OUTLINE, 'stroke-width': 2 }),
    el('path', { d: 'M-14 20Q-22 44 -12 62', fill: 'none', stroke: '#ffffff', 'stroke-width': 5, 'stroke-linecap': 'round', 'stroke-opacity': 0.7 }),
  );

/** Which item a set's emblem shows, from a word of its name. */
export const GLYPHS_BY_NAME: ReadonlyArray<readonly [string, RaiderGlyph]> = [
  ['longsword', longsword],
  ['sword', longsword],
  ['blade', longsword],
  ['dagger', dagger],
  ['knife', dagger],
  ['bow', bow],
  ['staff', staff],
  ['wand', staff],
  ['buckler', buckler],
  ['shield', buckler],
  ['aegis', aegis],
  ['plate', plate],
  ['armor', plate],
  ['armour', plate],
  ['cuirass', plate],
  ['scroll', scroll],
  ['tome', scroll],
  ['shard', shard],
  ['crystal', shard],
  ['elixir', elixir],
  ['potion', elixir],
  ['flask', elixir],
  ['sigil', sigil],
  ['rune', sigil],
  ['seal', sigil],
  ['core', core],
  ['orb', core],
  ['phoenix', phoenix],
  ['ore', ore],
  ['ingot', ore],
  ['charm', charm],
  ['amulet', charm],
  ['talisman', charm],
  ['wings', phoenix],
];

/** When the name says nothing the art knows, the class's usual gear. */
export const GLYPHS_BY_CLASS: Readonly<Record<string, RaiderGlyph>> = {
  warrior: longsword,
  rogue: dagger,
  ranger: bow,
  mage: staff,
  guardian: buckler,
  summoner: sigil,
};

export const FALLBACK_GLYPH: RaiderGlyph = shard;
