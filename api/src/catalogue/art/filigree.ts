import type { ArtLayer } from './art-canvas.js';
import { SHADOW_FILL } from './art-canvas.js';
import { METALS, type Metal } from './metal.js';
import type { SeededRandom } from './seeded-random.js';
import { el, group, num, pointOnCircle, type Point } from './svg-markup.js';

export interface FiligreeOptions {
  centre: Point;
  radius: number;
  metal: Metal;
  random: SeededRandom;
}

function spiral(centre: Point, start: Point, turns: number, direction: 1 | -1): string {
  const points = Array.from({ length: 28 }, (_, step) => {
    const progress = step / 27;
    const angle = direction * progress * turns * Math.PI * 2;
    const shrink = 1 - progress * 0.85;
    const [dx, dy] = [(start[0] - centre[0]) * shrink, (start[1] - centre[1]) * shrink];
    return [centre[0] + dx * Math.cos(angle) - dy * Math.sin(angle), centre[1] + dx * Math.sin(angle) + dy * Math.cos(angle)] as Point;
  });
  return `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}`;
}

/**
 * Filigree: a round frame of twisted wire filled with scrolls, each petal a pair of spirals,
 * beads on the rim. The wire is drawn twice, dark then light, so it reads as round wire.
 */
export function drawFiligree({ centre, radius, metal, random }: FiligreeOptions): ArtLayer {
  const petals = random.pick([6, 8, 10]);
  const scrolls = Array.from({ length: petals }, (_, index) => {
    const angle = (index / petals) * Math.PI * 2 - Math.PI / 2;
    const tip = pointOnCircle(centre, radius * 0.86, angle);
    const left = pointOnCircle(centre, radius * 0.5, angle - Math.PI / petals);
    const right = pointOnCircle(centre, radius * 0.5, angle + Math.PI / petals);
    const petal = `M${num(centre[0])} ${num(centre[1])}Q${num(left[0])} ${num(left[1])} ${num(tip[0])} ${num(tip[1])}Q${num(right[0])} ${num(right[1])} ${num(centre[0])} ${num(centre[1])}`;
    const curlCentre = pointOnCircle(centre, radius * 0.55, angle);
    return (
      petal +
      spiral(curlCentre, pointOnCircle(curlCentre, radius * 0.2, angle + Math.PI / 2), 1.4, 1) +
      spiral(curlCentre, pointOnCircle(curlCentre, radius * 0.2, angle - Math.PI / 2), 1.4, -1)
    );
  }).join('');
  const beads = Array.from({ length: petals * 2 }, (_, index) => {
    const [x, y] = pointOnCircle(centre, radius, (index / (petals * 2)) * Math.PI * 2);
    return el('circle', { cx: x, cy: y, r: radius * 0.05 });
  });
  const [gold, body, shade] = [METALS[metal][0], METALS[metal][1], METALS[metal][2]];
  const wire = Math.max(2, radius / 38);
  const body$ = [
    el('ellipse', { cx: centre[0], cy: centre[1] + radius * 1.1, rx: radius * 0.85, ry: radius * 0.14, fill: SHADOW_FILL }),
    group(
      { fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' },
      el('path', { d: scrolls, stroke: shade, 'stroke-width': wire * 1.9 }),
      el('path', { d: scrolls, stroke: body, 'stroke-width': wire }),
      el('circle', { cx: centre[0], cy: centre[1], r: radius, stroke: shade, 'stroke-width': wire * 3.2 }),
      el('circle', {
        cx: centre[0],
        cy: centre[1],
        r: radius,
        stroke: body,
        'stroke-width': wire * 2,
        'stroke-dasharray': `${num(wire * 1.6)} ${num(wire * 0.8)}`,
      }),
    ),
    group({ fill: body, stroke: shade, 'stroke-width': 1 }, ...beads),
    el('circle', { cx: centre[0], cy: centre[1], r: radius * 0.13, fill: body, stroke: shade, 'stroke-width': 1.5 }),
    el('circle', { cx: centre[0] - radius * 0.04, cy: centre[1] - radius * 0.04, r: radius * 0.05, fill: gold }),
  ].join('');
  return { defs: '', body: body$ };
}
