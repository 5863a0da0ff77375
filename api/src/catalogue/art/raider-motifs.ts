import { lighten } from './colour.js';
import type { ElementPalette } from './raider-palette.js';
import type { SeededRandom } from './seeded-random.js';
import { el, group, num, pointOnCircle, polygon, type Point } from './svg-markup.js';

/** What an element looks like around the medallion, drawn around 0,0 (the medallion's radius is 150). */
export type ElementMotif = (palette: ElementPalette, random: SeededRandom) => string;

const ORIGIN: Point = [0, 0];

const flames: ElementMotif = (palette, random) => {
  const tongues = Array.from({ length: 16 }, (_, index) => {
    const angle = (index / 16) * Math.PI * 2 + random.between(-0.08, 0.08);
    const reach = random.between(196, 232);
    const [baseLeftX, baseLeftY] = pointOnCircle(ORIGIN, 140, angle - 0.2);
    const [baseRightX, baseRightY] = pointOnCircle(ORIGIN, 140, angle + 0.2);
    const [tipX, tipY] = pointOnCircle(ORIGIN, reach, angle + 0.12);
    const [bendX, bendY] = pointOnCircle(ORIGIN, reach * 0.82, angle - 0.1);
    return `M${num(baseLeftX)} ${num(baseLeftY)}Q${num(bendX)} ${num(bendY)} ${num(tipX)} ${num(tipY)}Q${num(bendX + 8)} ${num(bendY + 8)} ${num(baseRightX)} ${num(baseRightY)}Z`;
  });
  return group(
    {},
    group({ fill: palette.glow, opacity: 0.85, filter: 'url(#raid-blur)' }, ...tongues.map((d) => el('path', { d }))),
    group({ fill: palette.light, opacity: 0.55, transform: 'scale(0.93)' }, ...tongues.map((d) => el('path', { d }))),
  );
};

function wavyRing(radius: number, amplitude: number, waves: number, phase: number): string {
  const points = Array.from({ length: 96 }, (_, index) => {
    const angle = (index / 96) * Math.PI * 2;
    return pointOnCircle(ORIGIN, radius + amplitude * Math.sin(waves * angle + phase), angle);
  });
  return `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}Z`;
}

const waves: ElementMotif = (palette, random) =>
  group(
    { fill: 'none', 'stroke-linecap': 'round' },
    ...[168, 190, 212].map((radius, index) =>
      el('path', {
        d: wavyRing(radius, 7, 9 + index * 2, random.between(0, 6)),
        stroke: index === 1 ? palette.light : palette.glow,
        'stroke-width': 6 - index,
        'stroke-opacity': 0.75 - index * 0.18,
      }),
    ),
  );

const swirls: ElementMotif = (palette, random) =>
  group(
    { fill: 'none', stroke: palette.light, 'stroke-linecap': 'round' },
    ...Array.from({ length: 7 }, (_, index) => {
      const start = (index / 7) * Math.PI * 2 + random.between(0, 0.3);
      const radius = random.between(168, 214);
      const [x1, y1] = pointOnCircle(ORIGIN, radius, start);
      const [x2, y2] = pointOnCircle(ORIGIN, radius - 24, start + 0.9);
      const [x3, y3] = pointOnCircle(ORIGIN, radius - 44, start + 1.1);
      return el('path', {
        d: `M${num(x1)} ${num(y1)}A${num(radius)} ${num(radius)} 0 0 1 ${num(x2)} ${num(y2)}Q${num(x3)} ${num(y3)} ${num(x2 - (x3 - x2) * 0.4)} ${num(y2 - (y3 - y2) * 0.4)}`,
        'stroke-width': random.between(4, 8),
        'stroke-opacity': random.between(0.5, 0.85),
      });
    }),
  );

const stones: ElementMotif = (palette, random) =>
  group(
    { stroke: '#15100a', 'stroke-width': 2, 'stroke-linejoin': 'round' },
    ...Array.from({ length: 10 }, (_, index) => {
      const angle = (index / 10) * Math.PI * 2 + random.between(-0.15, 0.15);
      const centre = pointOnCircle(ORIGIN, random.between(178, 208), angle);
      const size = random.between(14, 24);
      const corners: Point[] = Array.from({ length: 5 }, (_, corner) =>
        pointOnCircle(centre, size * random.between(0.65, 1.1), (corner / 5) * Math.PI * 2 + angle),
      );
      return polygon(corners, { fill: random.chance(0.5) ? palette.glow : lighten(palette.deep, 0.35) });
    }),
  );

const orbs: ElementMotif = (palette, random) =>
  group(
    {},
    el('circle', { r: 186, fill: 'none', stroke: palette.light, 'stroke-width': 1.5, 'stroke-opacity': 0.45, 'stroke-dasharray': '2 10' }),
    group(
      { fill: palette.light },
      ...Array.from({ length: 9 }, (_, index) => {
        const [x, y] = pointOnCircle(ORIGIN, random.between(166, 214), (index / 9) * Math.PI * 2 + random.between(0, 0.4));
        const r = random.between(4, 10);
        return el('circle', { cx: x, cy: y, r: r * 2.2, fill: palette.glow, 'fill-opacity': 0.35 }) + el('circle', { cx: x, cy: y, r });
      }),
    ),
  );

const vortex: ElementMotif = (palette, random) =>
  group(
    {},
    group(
      { fill: 'none', stroke: palette.glow, 'stroke-linecap': 'round' },
      ...Array.from({ length: 5 }, (_, arm) => {
        const points = Array.from({ length: 24 }, (_, step) => pointOnCircle(ORIGIN, 150 + step * 3.4, (arm / 5) * Math.PI * 2 + step * 0.09));
        return el('path', { d: `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}`, 'stroke-width': 7, 'stroke-opacity': 0.6 });
      }),
    ),
    group(
      { fill: palette.light },
      ...Array.from({ length: 22 }, () => {
        const [x, y] = pointOnCircle(ORIGIN, random.between(160, 236), random.between(0, Math.PI * 2));
        return el('circle', { cx: x, cy: y, r: random.between(1, 3) });
      }),
    ),
  );

export const ELEMENT_MOTIFS: Readonly<Record<string, ElementMotif>> = {
  fire: flames,
  water: waves,
  ice: waves,
  air: swirls,
  lightning: swirls,
  earth: stones,
  nature: stones,
  spirit: orbs,
  void: vortex,
};

export const FALLBACK_MOTIF: ElementMotif = orbs;
