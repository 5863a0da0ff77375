import { composeLayer, SHADOW_FILL, type ArtLayer } from './art-canvas.js';
import { darken } from './colour.js';
import type { StoneSpec } from './gem-settings.js';
import { METALS } from './metal.js';
import { el, group, linearGradient, num, polygon, smoothPath, type Point } from './svg-markup.js';

/** Rough crystal: a cluster of pointed prisms growing from a rock. */
export function crystalCluster(spec: StoneSpec): ArtLayer {
  const { random, colour } = spec;
  const count = random.integer(4, 6);
  const prisms = Array.from({ length: count }, (_, index) => {
    const spread = count === 1 ? 0 : index / (count - 1) - 0.5;
    const angle = spread * 1.1 + random.between(-0.08, 0.08);
    const length = (index === Math.floor(count / 2) ? 190 : 120 + random.between(0, 50)) * (0.85 + 0.3 * spec.size);
    const width = random.between(42, 58);
    return { angle, length, width, x: 256 + spread * 110, order: Math.abs(spread) };
  }).sort((a, b) => b.order - a.order);

  const body = prisms.map(({ angle, length, width, x }) => {
    const half = width / 2;
    const tip = width * 0.9;
    const faces: Array<[Point[], string, number]> = [
      [
        [
          [-half, 0],
          [-half, -length],
          [0, -length - tip],
          [-width / 6, -length],
          [-width / 6, 0],
        ],
        '#ffffff',
        0.5,
      ],
      [
        [
          [-width / 6, 0],
          [-width / 6, -length],
          [0, -length - tip],
          [width / 6, -length],
          [width / 6, 0],
        ],
        '#ffffff',
        0.2,
      ],
      [
        [
          [width / 6, 0],
          [width / 6, -length],
          [0, -length - tip],
          [half, -length],
          [half, 0],
        ],
        '#000000',
        0.3,
      ],
    ];
    return group(
      { transform: `translate(${x.toFixed(1)} 360) rotate(${((angle * 180) / Math.PI).toFixed(1)})` },
      polygon(
        [
          [-half, 0],
          [-half, -length],
          [0, -length - tip],
          [half, -length],
          [half, 0],
        ],
        { fill: colour.base, 'fill-opacity': 0.92 },
      ),
      ...faces.map(([points, shade, opacity]) => polygon(points, { fill: shade, 'fill-opacity': opacity })),
      polygon(
        [
          [-half, 0],
          [-half, -length],
          [0, -length - tip],
          [half, -length],
          [half, 0],
        ],
        { fill: 'none', stroke: darken(colour.base, 0.55), 'stroke-width': 2, 'stroke-linejoin': 'round' },
      ),
    );
  });

  // The matrix the crystals grow from: a rounded rock, lit from above.
  const rock: Point[] = Array.from({ length: 9 }, (_, index) => {
    const angle = Math.PI + (index / 8) * Math.PI;
    return [256 + Math.cos(angle) * random.between(150, 172), 382 + Math.sin(angle) * random.between(34, 58)];
  });
  rock.push([396, 404], [256, 414], [116, 404]);
  return composeLayer(
    [
      linearGradient(
        'gem-rock',
        [0, 330],
        [0, 414],
        [
          [0, '#7a6a5c'],
          [0.5, '#4a3f36'],
          [1, '#221c17'],
        ],
      ),
    ],
    el('ellipse', { cx: 256, cy: 412, rx: 170, ry: 20, fill: SHADOW_FILL }),
    ...body,
    el('path', { d: smoothPath(rock), fill: 'url(#gem-rock)', stroke: '#1d1814', 'stroke-width': 2 }),
    group(
      { fill: '#ffffff', 'fill-opacity': 0.08 },
      ...Array.from({ length: 6 }, () => el('circle', { cx: random.between(160, 350), cy: random.between(360, 396), r: random.between(3, 8) })),
    ),
  );
}

/** A chain coiled on the counter: oval links along a spiral, each turned across the one before. */
export function chainCoil(spec: StoneSpec): ArtLayer {
  const metal = spec.metal ?? 'gold';
  const [light, body, shade] = METALS[metal];
  const links: string[] = [];
  let angle = spec.random.between(0, Math.PI * 2);
  for (let index = 0; index < 40; index += 1) {
    const radius = 178 - index * 3.3;
    const [x, y] = [256 + radius * Math.cos(angle), 250 + radius * 0.62 * Math.sin(angle)];
    const heading = (Math.atan2(0.62 * Math.cos(angle), -Math.sin(angle)) * 180) / Math.PI;
    const across = index % 2 === 1;
    const link = { cx: x, cy: y, rx: 21, ry: across ? 6 : 12, transform: `rotate(${num(heading)} ${num(x)} ${num(y)})`, fill: 'none' };
    // Each link twice, dark and wide then light and narrow, so it reads as round wire.
    links.push(el('ellipse', { ...link, stroke: shade, 'stroke-width': 8 }) + el('ellipse', { ...link, stroke: across ? body : light, 'stroke-width': 4 }));
    angle += 36 / radius;
  }
  return composeLayer([], el('ellipse', { cx: 256, cy: 372, rx: 190, ry: 28, fill: SHADOW_FILL }), group({}, ...links));
}
