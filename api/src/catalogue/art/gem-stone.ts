import { SHADOW_FILL, type ArtLayer } from './art-canvas.js';
import { darken, hsl, lighten, mix } from './colour.js';
import type { GemCut } from './gem-cuts.js';
import type { SeededRandom } from './seeded-random.js';
import { el, group, linearGradient, polygon, radialGradient, type Point } from './svg-markup.js';

export interface GemColour {
  base: string;
  /** Clear and white stones throw spectral flashes ("fire") in a few facets. */
  fire: boolean;
}

export interface StoneOptions {
  cut: GemCut;
  centre: Point;
  /** Half the stone's height, in canvas units. */
  radius: number;
  colour: GemColour;
  random: SeededRandom;
  /** Unique per stone in one picture: names its gradients. */
  id: string;
}

/** The light falls from the top left, as on a shop's product photographs. */
const LIGHT_ANGLE = (-3 * Math.PI) / 4;

function scaledToward(centre: Point, point: Point, factor: number): Point {
  return [centre[0] + (point[0] - centre[0]) * factor, centre[1] + (point[1] - centre[1]) * factor];
}

function centroid(points: readonly Point[]): Point {
  const sum = points.reduce<[number, number]>((total, [x, y]) => [total[0] + x, total[1] + y], [0, 0]);
  return [sum[0] / points.length, sum[1] / points.length];
}

/** A facet and how bright its kind is: a cut stone is never evenly lit, and its pattern is symmetric. */
interface Facet {
  points: Point[];
  brightness: number;
  /** Facets mirrored across the stone's vertical axis share a key, so they share their random flash. */
  mirrorKey: string;
}

/** The brilliant pattern: table, star, kite and upper-girdle facets between the table and the girdle. */
function brilliantFacets(girdle: Point[], centre: Point): { table: Point[]; facets: Facet[] } {
  const main = girdle.length / 2;
  const table = Array.from({ length: main }, (_, index) => scaledToward(centre, girdle[2 * index]!, 0.5));
  const stars = Array.from({ length: main }, (_, index) => scaledToward(centre, girdle[2 * index + 1]!, 0.8));
  const facets: Facet[] = [];
  for (let index = 0; index < main; index += 1) {
    const next = (index + 1) % main;
    const previous = (index + main - 1) % main;
    const mirrorOfKite = Math.min(index, (main - index) % main);
    const mirrorOfStar = Math.min(index, main - 1 - index);
    facets.push({ points: [table[index]!, table[next]!, stars[index]!], brightness: 0.66, mirrorKey: `star${mirrorOfStar}` });
    facets.push({ points: [table[index]!, stars[previous]!, girdle[2 * index]!, stars[index]!], brightness: 0.48, mirrorKey: `kite${mirrorOfKite}` });
    facets.push({ points: [stars[index]!, girdle[2 * index]!, girdle[2 * index + 1]!], brightness: 0.3, mirrorKey: `girdle-a${mirrorOfStar}` });
    facets.push({
      points: [stars[index]!, girdle[2 * index + 1]!, girdle[(2 * index + 2) % girdle.length]!],
      brightness: 0.74,
      mirrorKey: `girdle-b${mirrorOfStar}`,
    });
  }
  return { table, facets };
}

/** The step pattern: rings of trapezoids stepping down from the table to the girdle. */
function stepFacets(girdle: Point[], centre: Point): { table: Point[]; facets: Facet[] } {
  const rings = [1, 0.82, 0.66].map((factor) => girdle.map((point) => scaledToward(centre, point, factor)));
  const table = girdle.map((point) => scaledToward(centre, point, 0.52));
  const facets: Facet[] = [];
  [...rings, table].forEach((ring, depth, all) => {
    const inner = all[depth + 1];
    if (!inner) return;
    ring.forEach((point, index) => {
      const next = (index + 1) % ring.length;
      const mirror = Math.min(index, (ring.length - 1 - index + ring.length) % ring.length);
      facets.push({ points: [point, ring[next]!, inner[next]!, inner[index]!], brightness: [0.36, 0.62, 0.46][depth]!, mirrorKey: `step${depth}-${mirror}` });
    });
  });
  return { table, facets };
}

function facetShade(facet: Facet, centre: Point, flash: number): number {
  const [x, y] = centroid(facet.points);
  const angle = Math.atan2(y - centre[1], x - centre[0]);
  // Facets facing the light (top left) are brighter, those turned away darker.
  const shade = facet.brightness + 0.22 * Math.cos(angle - LIGHT_ANGLE) + flash;
  return Math.min(0.97, Math.max(0.04, shade));
}

function shadeColour(base: string, shade: number): string {
  return shade < 0.5 ? mix(darken(base, 0.72), base, shade * 2) : mix(base, lighten(base, 0.78), (shade - 0.5) * 2);
}

/** One cut stone, faceted and lit, with its glints. */
export function drawStone({ cut, centre, radius, colour, random, id }: StoneOptions): ArtLayer {
  const girdle = cut.outline.map(([x, y]): Point => [centre[0] + x * radius, centre[1] + y * radius]);
  const middle = centroid(girdle);
  const { table, facets } = cut.faceting === 'step' ? stepFacets(girdle, middle) : brilliantFacets(girdle, middle);

  const flashes = new Map<string, { flash: number; fire: number | null }>();
  const flashOf = (key: string) => {
    if (!flashes.has(key)) flashes.set(key, { flash: random.between(-0.2, 0.2), fire: colour.fire && random.chance(0.3) ? random.between(0, 360) : null });
    return flashes.get(key)!;
  };
  const facetMarkup = facets.map((facet) => {
    const { flash, fire } = flashOf(facet.mirrorKey);
    const shaded = shadeColour(colour.base, facetShade(facet, middle, flash));
    return polygon(facet.points, { fill: fire === null ? shaded : mix(shaded, hsl(fire, 0.85, 0.62), 0.38) });
  });

  const [tableX, tableY] = centroid(table);
  const defs = [
    linearGradient(
      `${id}-table`,
      [tableX - radius * 0.5, tableY - radius * 0.5],
      [tableX + radius * 0.5, tableY + radius * 0.5],
      [
        [0, lighten(colour.base, 0.7)],
        [0.45, lighten(colour.base, 0.2)],
        [1, darken(colour.base, 0.25)],
      ],
    ),
  ].join('');

  const innerTable = table.map((point) => scaledToward([tableX, tableY], point, 0.62));
  const edge = lighten(colour.base, 0.6);
  const shadowY = middle[1] + radius * 1.02;
  const body = [
    el('ellipse', { cx: middle[0], cy: shadowY, rx: radius * 0.85, ry: radius * 0.16, fill: SHADOW_FILL }),
    polygon(girdle, { fill: darken(colour.base, 0.55) }),
    group({ stroke: edge, 'stroke-opacity': 0.35, 'stroke-width': Math.max(0.8, radius / 90), 'stroke-linejoin': 'round' }, ...facetMarkup),
    polygon(table, { fill: `url(#${id}-table)`, stroke: edge, 'stroke-opacity': 0.55, 'stroke-width': Math.max(1, radius / 80) }),
    // The pavilion's reflections seen through the table: a star of alternating light and shade.
    group(
      { fill: '#ffffff' },
      ...table.map((point, index) => polygon([[tableX, tableY], point, table[(index + 1) % table.length]!], { 'fill-opacity': index % 2 === 0 ? 0.14 : 0 })),
    ),
    polygon(innerTable, { fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.22, 'stroke-width': Math.max(1, radius / 100) }),
    polygon(girdle, { fill: 'none', stroke: darken(colour.base, 0.6), 'stroke-width': Math.max(1.5, radius / 45), 'stroke-linejoin': 'round' }),
  ].join('');
  return { defs, body };
}

/** A smooth domed stone (moonstone, opal): no facets, a milky glow and one soft highlight. */
export function drawCabochon({ centre, radius, colour, id }: Omit<StoneOptions, 'cut' | 'random'>): ArtLayer {
  const [cx, cy] = centre;
  const rx = radius * 0.82;
  const defs = [
    radialGradient(`${id}-dome`, [cx - rx * 0.3, cy - radius * 0.35], radius * 1.25, [
      [0, lighten(colour.base, 0.85)],
      [0.45, colour.base],
      [1, darken(colour.base, 0.5)],
    ]),
    radialGradient(`${id}-glow`, [cx + rx * 0.15, cy + radius * 0.2], radius * 0.7, [
      [0, '#7fb7ff', 0.75],
      [1, '#7fb7ff', 0],
    ]),
  ].join('');
  const body = [
    el('ellipse', { cx, cy: cy + radius * 1.02, rx: rx * 0.95, ry: radius * 0.16, fill: SHADOW_FILL }),
    el('ellipse', { cx, cy, rx, ry: radius, fill: `url(#${id}-dome)` }),
    el('ellipse', { cx, cy, rx, ry: radius, fill: `url(#${id}-glow)` }),
    el('ellipse', {
      cx: cx - rx * 0.32,
      cy: cy - radius * 0.45,
      rx: rx * 0.28,
      ry: radius * 0.16,
      fill: '#ffffff',
      'fill-opacity': 0.75,
      transform: `rotate(-30 ${cx - rx * 0.32} ${cy - radius * 0.45})`,
    }),
    el('ellipse', { cx, cy, rx, ry: radius, fill: 'none', stroke: darken(colour.base, 0.45), 'stroke-width': Math.max(1.5, radius / 45) }),
  ].join('');
  return { defs, body };
}
