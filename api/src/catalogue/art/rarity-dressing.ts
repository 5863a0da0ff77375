import type { Rarity } from '@marketplace/contracts/wire';
import { CANVAS_CENTRE, CANVAS_REGION, CANVAS_SIZE, type ArtLayer } from './art-canvas.js';
import { darken, hsl, lighten, mix } from './colour.js';
import { RARITY_COLOURS } from './rarity-colours.js';
import type { SeededRandom } from './seeded-random.js';
import { blurFilter, el, group, linearGradient, num, pointOnCircle, polygon, radialGradient, type Point } from './svg-markup.js';

/** How much a tier adds around the piece: each tier keeps what the one below has and adds to it. */
interface TierDressing {
  frameWidth: number;
  /** Opacity of the glow behind the piece. */
  halo: number;
  innerLine: boolean;
  frameGlow: boolean;
  corners: boolean;
  rays: number;
  sparkles: number;
  /** The frame's colours from top left to bottom right; a rainbow for the one-of-a-kind tier. */
  frameColours: (rarityColour: string) => string[];
  holographic: boolean;
}

const metal = (colour: string) => [lighten(colour, 0.45), colour, darken(colour, 0.35), lighten(colour, 0.2)];
/** Pearlescent rather than a toy rainbow: pale hues that shift like a hologram. */
const RAINBOW = [330, 20, 190, 260, 170, 300, 40].map((hue) => hsl(hue, 0.7, 0.78));

const TIERS: Record<Rarity, TierDressing> = {
  common: { frameWidth: 6, halo: 0.16, innerLine: false, frameGlow: false, corners: false, rays: 0, sparkles: 0, frameColours: metal, holographic: false },
  uncommon: { frameWidth: 8, halo: 0.24, innerLine: false, frameGlow: false, corners: false, rays: 0, sparkles: 0, frameColours: metal, holographic: false },
  rare: { frameWidth: 9, halo: 0.32, innerLine: true, frameGlow: false, corners: false, rays: 0, sparkles: 3, frameColours: metal, holographic: false },
  epic: { frameWidth: 10, halo: 0.42, innerLine: true, frameGlow: true, corners: false, rays: 0, sparkles: 5, frameColours: metal, holographic: false },
  legendary: { frameWidth: 11, halo: 0.5, innerLine: true, frameGlow: true, corners: true, rays: 10, sparkles: 7, frameColours: metal, holographic: false },
  exotic: {
    frameWidth: 12,
    halo: 0.56,
    innerLine: true,
    frameGlow: true,
    corners: true,
    rays: 12,
    sparkles: 9,
    frameColours: (colour) => [lighten(colour, 0.5), colour, '#7a3fd1', lighten(colour, 0.3)],
    holographic: false,
  },
  mythic: {
    frameWidth: 13,
    halo: 0.62,
    innerLine: true,
    frameGlow: true,
    corners: true,
    rays: 14,
    sparkles: 12,
    frameColours: (colour) => ['#ffd27a', colour, darken(colour, 0.45), '#ff9a3c'],
    holographic: false,
  },
  unique: {
    frameWidth: 14,
    halo: 0.6,
    innerLine: true,
    frameGlow: true,
    corners: true,
    rays: 16,
    sparkles: 16,
    frameColours: () => RAINBOW,
    holographic: true,
  },
};

const GOLD = ['#fff1b8', '#e2b44c', '#8a5a12', '#f6d77e'];

/** The luxury house frames every piece in gold; the rarity shows in the bead line inside it. */
export type FrameStyle = 'rarity' | 'gilded';

const EDGE = 0;
const INNER_RADIUS = 22;

function frameRingPath(inset: number, width: number): string {
  const outer = `M${EDGE} ${EDGE}H${CANVAS_SIZE - EDGE}V${CANVAS_SIZE - EDGE}H${EDGE}Z`;
  const start = inset + width;
  const end = CANVAS_SIZE - start;
  const r = INNER_RADIUS;
  const inner = `M${start + r} ${start}H${end - r}Q${end} ${start} ${end} ${start + r}V${end - r}Q${end} ${end} ${end - r} ${end}H${start + r}Q${start} ${end} ${start} ${end - r}V${start + r}Q${start} ${start} ${start + r} ${start}Z`;
  return outer + inner;
}

function roundedRect(inset: number, radius: number, attributes: Record<string, string | number>): string {
  return el('rect', { x: inset, y: inset, width: CANVAS_SIZE - 2 * inset, height: CANVAS_SIZE - 2 * inset, rx: radius, ...attributes });
}

function sparkle([x, y]: Point, size: number): string {
  const waist = size * 0.22;
  return polygon(
    [
      [x, y - size],
      [x + waist, y - waist],
      [x + size, y],
      [x + waist, y + waist],
      [x, y + size],
      [x - waist, y + waist],
      [x - size, y],
      [x - waist, y - waist],
    ],
    { fill: '#ffffff' },
  );
}

function corners(width: number, colours: string[]): string {
  const size = 34 + width;
  const ornament = (x: number, y: number, rotation: number) =>
    group(
      { transform: `translate(${num(x)} ${num(y)}) rotate(${rotation})` },
      polygon(
        [
          [0, 0],
          [size, 0],
          [size, 5],
          [5, 5],
          [5, size],
          [0, size],
        ],
        { fill: 'url(#dress-frame)' },
      ),
      polygon(
        [
          [width + 12, width + 2],
          [width + 22, width + 12],
          [width + 12, width + 22],
          [width + 2, width + 12],
        ],
        { fill: colours[0]!, stroke: darken(colours[2]!, 0.3), 'stroke-width': 1.5 },
      ),
    );
  const inset = width + 6;
  return [
    ornament(inset, inset, 0),
    ornament(CANVAS_SIZE - inset, inset, 90),
    ornament(CANVAS_SIZE - inset, CANVAS_SIZE - inset, 180),
    ornament(inset, CANVAS_SIZE - inset, 270),
  ].join('');
}

/**
 * The rarity's dressing of a picture: behind the piece a glow in its accent colour (and light rays from
 * legendary up), in front a frame whose width, lines, corner ornaments and sparkles grow with the tier,
 * up to the one-of-a-kind tier's rainbow frame and holographic sheen.
 */
export function rarityDressing(rarity: Rarity, accent: string, style: FrameStyle, random: SeededRandom): { behind: ArtLayer; front: ArtLayer } {
  const tier = TIERS[rarity];
  const rarityColour = RARITY_COLOURS[rarity];
  const frameColours = style === 'gilded' && !tier.holographic ? GOLD : tier.frameColours(rarityColour);
  const width = tier.frameWidth + (style === 'gilded' ? 4 : 0);

  const defs = [
    radialGradient('dress-halo', CANVAS_CENTRE, 250, [
      [0, lighten(accent, 0.15), tier.halo],
      [0.55, accent, tier.halo * 0.35],
      [1, accent, 0],
    ]),
    radialGradient('dress-vignette', CANVAS_CENTRE, 370, [
      [0.55, '#000000', 0],
      [1, '#000000', 0.55],
    ]),
    linearGradient(
      'dress-frame',
      [0, 0],
      [CANVAS_SIZE, CANVAS_SIZE],
      frameColours.map((colour, index) => [index / (frameColours.length - 1), colour] as const),
    ),
    radialGradient('dress-ray', CANVAS_CENTRE, 330, [
      [0, lighten(accent, 0.5), 0.4],
      [0.45, lighten(accent, 0.3), 0.18],
      [1, accent, 0],
    ]),
    blurFilter('dress-soft', 6, CANVAS_REGION),
    blurFilter('dress-glint', 2.5, CANVAS_REGION),
    tier.holographic
      ? linearGradient(
          'dress-holo',
          [0, 120],
          [CANVAS_SIZE, 392],
          RAINBOW.map((colour, index) => [index / (RAINBOW.length - 1), colour, 0.12] as const),
        )
      : '',
  ].join('');

  const rays: string[] = [];
  const rayTurn = random.next() * Math.PI;
  for (let index = 0; index < tier.rays; index += 1) {
    const angle = rayTurn + (index / tier.rays) * Math.PI * 2;
    const spread = random.between(0.018, 0.045);
    rays.push(
      polygon([CANVAS_CENTRE, pointOnCircle(CANVAS_CENTRE, 380, angle - spread), pointOnCircle(CANVAS_CENTRE, 380, angle + spread)], {
        'fill-opacity': random.between(0.3, 0.7),
      }),
    );
  }

  const behind = [
    el('rect', { width: CANVAS_SIZE, height: CANVAS_SIZE, fill: 'url(#dress-halo)' }),
    rays.length ? group({ fill: 'url(#dress-ray)' }, ...rays) : '',
  ].join('');

  const sparkles: string[] = [];
  for (let index = 0; index < tier.sparkles; index += 1) {
    const angle = random.next() * Math.PI * 2;
    const point = pointOnCircle(CANVAS_CENTRE, random.between(185, 228), angle);
    const size = random.between(5, 12);
    sparkles.push(sparkle(point, size));
  }

  const frameInset = 0;
  const innerLineInset = width + 7;
  const front = [
    el('rect', { width: CANVAS_SIZE, height: CANVAS_SIZE, fill: 'url(#dress-vignette)' }),
    sparkles.length ? group({ filter: 'url(#dress-glint)', opacity: 0.9 }, ...sparkles) + group({ opacity: 0.95 }, ...sparkles) : '',
    tier.holographic ? el('rect', { width: CANVAS_SIZE, height: CANVAS_SIZE, fill: 'url(#dress-holo)', style: 'mix-blend-mode:screen' }) : '',
    tier.frameGlow
      ? roundedRect(width + 2, INNER_RADIUS, { fill: 'none', stroke: frameColours[1]!, 'stroke-width': 8, opacity: 0.7, filter: 'url(#dress-soft)' })
      : '',
    el('path', { d: frameRingPath(frameInset, width), fill: 'url(#dress-frame)', 'fill-rule': 'evenodd' }),
    roundedRect(width - 0.5, INNER_RADIUS, { fill: 'none', stroke: darken(frameColours[2]!, 0.4), 'stroke-width': 1.5, 'stroke-opacity': 0.8 }),
    tier.innerLine || style === 'gilded'
      ? roundedRect(innerLineInset, INNER_RADIUS - 6, {
          fill: 'none',
          stroke: style === 'gilded' ? mix(rarityColour, '#ffffff', 0.2) : frameColours[0]!,
          'stroke-width': 2,
          'stroke-opacity': 0.75,
        })
      : '',
    tier.corners || style === 'gilded' ? corners(width, frameColours) : '',
  ].join('');

  return { behind: { defs, body: behind }, front: { defs: '', body: front } };
}
