import { CANVAS_REGION, CANVAS_SIZE, type ArtLayer } from './art-canvas.js';
import type { ArtStyle } from './art-style.js';
import { byNameKeyword, ownEntry, propertyOf, type ArtSubject } from './art-subject.js';
import { FALLBACK_PIECE, PIECES_BY_NAME, type AtelierMaterials } from './atelier-pieces.js';
import { hsl, lighten } from './colour.js';
import { METALS, metalGradient, type Metal } from './metal.js';
import type { SeededRandom } from './seeded-random.js';
import { blurFilter, el, group, linearGradient, num, pointOnCircle, radialGradient } from './svg-markup.js';

/** Each material as the metal the piece is worked in and the colour it is known by. */
const MATERIALS: Record<string, { metal: Metal; feature?: string }> = {
  gold: { metal: 'gold', feature: '#1a3f8f' },
  'rose-gold': { metal: 'roseGold', feature: '#f3d6e0' },
  platinum: { metal: 'platinum', feature: '#bcd6f2' },
  'black-gold': { metal: 'blackGold', feature: '#101114' },
  onyx: { metal: 'gold', feature: '#121317' },
  opal: { metal: 'gold', feature: '#cfe8f2' },
  silk: { metal: 'gold' },
};

/** The glow behind a piece: warm for the golds, a cool blue for platinum (white would wash it out). */
const GLOW_OF_METAL: Record<Metal, string> = { gold: METALS.gold[1], roseGold: METALS.roseGold[1], platinum: '#7f9cc8', blackGold: METALS.gold[1] };

/** The velvet a house shows its pieces on. */
const HOUSE_VELVET: Record<string, string> = {
  'maison aurum': '#2a0d1a',
  'atelier noir': '#0b0b0f',
};

function velvet(ground: string, accent: string, random: SeededRandom): ArtLayer {
  // Art-deco rays fanning from below, in faint gold, behind the piece.
  const fan = Array.from({ length: 19 }, (_, index) => {
    const angle = Math.PI + (index / 18) * Math.PI;
    const [x, y] = pointOnCircle([256, 560], 640, angle);
    return `M256 560L${num(x)} ${num(y)}`;
  }).join('');
  const defs = [
    radialGradient('lux-velvet', [256, 200], 420, [
      [0, lighten(ground, 0.16)],
      [0.6, ground],
      [1, '#050407'],
    ]),
    linearGradient(
      'lux-floor',
      [0, 360],
      [0, CANVAS_SIZE],
      [
        [0, '#000000', 0],
        [1, '#000000', 0.5],
      ],
    ),
    blurFilter('lux-sheen', 18, CANVAS_REGION),
  ].join('');
  const sheenX = random.between(140, 372);
  const body = [
    el('rect', { width: CANVAS_SIZE, height: CANVAS_SIZE, fill: 'url(#lux-velvet)' }),
    el('path', { d: fan, stroke: accent, 'stroke-opacity': 0.09, 'stroke-width': 2 }),
    group(
      { fill: 'none', stroke: accent, 'stroke-opacity': 0.12, 'stroke-width': 1.5 },
      el('circle', { cx: 256, cy: 560, r: 250 }),
      el('circle', { cx: 256, cy: 560, r: 262 }),
    ),
    el('ellipse', { cx: sheenX, cy: 150, rx: 120, ry: 60, fill: '#ffffff', 'fill-opacity': 0.05, filter: 'url(#lux-sheen)' }),
    el('rect', { y: 360, width: CANVAS_SIZE, height: CANVAS_SIZE - 360, fill: 'url(#lux-floor)' }),
  ].join('');
  return { defs, body };
}

/** The luxury house and any set with a material or maker: the piece on its house's velvet, framed in gold. */
export const atelierArt: ArtStyle = {
  name: 'atelier',
  draws: (subject: ArtSubject) => subject.luxury || propertyOf(subject, 'material') !== undefined || propertyOf(subject, 'maker') !== undefined,
  draw(subject, random) {
    const material = ownEntry(MATERIALS, propertyOf(subject, 'material')) ?? { metal: 'gold' as const };
    const dye = random('dye');
    const feature = material.feature ?? hsl(dye.pick([350, 210, 160, 280, 20]), 0.65, 0.42);
    const maker = propertyOf(subject, 'maker') ?? '';
    const ground = ownEntry(HOUSE_VELVET, maker) ?? hsl(random('velvet').between(0, 360), 0.45, 0.1);
    const materials: AtelierMaterials = {
      metal: material.metal,
      feature,
      darkDial: maker === 'atelier noir' || material.metal === 'blackGold',
      random: random('piece'),
    };
    const piece = (byNameKeyword(subject, PIECES_BY_NAME) ?? FALLBACK_PIECE)(materials);
    const accent = GLOW_OF_METAL[material.metal];
    return {
      backdrop: velvet(ground, METALS.gold[1], random('velvet-sheen')),
      piece: {
        defs:
          metalGradient('lux-metal', material.metal, [120, 100], [400, 420]) +
          metalGradient('lux-metal-local', material.metal, [-130, -130], [130, 130]) +
          piece.defs,
        body: piece.body,
      },
      accent,
      frame: 'gilded',
    };
  },
};
