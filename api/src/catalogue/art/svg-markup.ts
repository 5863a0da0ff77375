/**
 * The few SVG-writing helpers the art needs. Every attribute value and text node goes through
 * `escapeXml`, so nothing a database row holds can close a tag or open a new one.
 */

export type Point = readonly [number, number];
export type Attributes = Record<string, string | number | undefined>;

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** One decimal is below a pixel even at 640 px wide, and keeps the markup short. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function attributeText(attributes: Attributes): string {
  return Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`)
    .join('');
}

/** An element; children are markup made by this module's functions, never raw text. */
export function el(name: string, attributes: Attributes = {}, ...children: string[]): string {
  const inner = children.join('');
  return inner ? `<${name}${attributeText(attributes)}>${inner}</${name}>` : `<${name}${attributeText(attributes)}/>`;
}

/** A text node, escaped. */
export function text(content: string): string {
  return escapeXml(content);
}

export function group(attributes: Attributes, ...children: string[]): string {
  return el('g', attributes, ...children);
}

export function polygonPath(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}Z`;
}

export function polygon(points: readonly Point[], attributes: Attributes): string {
  return el('path', { d: polygonPath(points), ...attributes });
}

/** A smooth closed outline through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: readonly Point[]): string {
  const count = points.length;
  const at = (index: number) => points[(index + count) % count]!;
  const segments = points.map((_, index) => {
    const [x0, y0] = at(index - 1);
    const [x1, y1] = at(index);
    const [x2, y2] = at(index + 1);
    const [x3, y3] = at(index + 2);
    const c1: Point = [x1 + (x2 - x0) / 6, y1 + (y2 - y0) / 6];
    const c2: Point = [x2 - (x3 - x1) / 6, y2 - (y3 - y1) / 6];
    return `C${num(c1[0])} ${num(c1[1])} ${num(c2[0])} ${num(c2[1])} ${num(x2)} ${num(y2)}`;
  });
  const [startX, startY] = at(0);
  return `M${num(startX)} ${num(startY)}${segments.join('')}Z`;
}

export function stops(colours: ReadonlyArray<readonly [offset: number, colour: string, opacity?: number]>): string {
  return colours.map(([offset, colour, opacity]) => el('stop', { offset, 'stop-color': colour, 'stop-opacity': opacity })).join('');
}

export function linearGradient(id: string, from: Point, to: Point, colourStops: Parameters<typeof stops>[0]): string {
  return el('linearGradient', { id, x1: from[0], y1: from[1], x2: to[0], y2: to[1], gradientUnits: 'userSpaceOnUse' }, stops(colourStops));
}

export function radialGradient(id: string, centre: Point, radius: number, colourStops: Parameters<typeof stops>[0]): string {
  return el('radialGradient', { id, cx: centre[0], cy: centre[1], r: radius, gradientUnits: 'userSpaceOnUse' }, stops(colourStops));
}

/**
 * A Gaussian blur. By default its region is the blurred shape's box and half as much again on each
 * side; `region` (in the user space of what it blurs) bounds it instead, so a blur of layers that span the whole picture
 * is not computed over four times its area.
 */
export function blurFilter(id: string, deviation: number, region?: { x: number; y: number; width: number; height: number }): string {
  const bounds = region ? { filterUnits: 'userSpaceOnUse', ...region } : { x: '-50%', y: '-50%', width: '200%', height: '200%' };
  return el('filter', { id, ...bounds, 'color-interpolation-filters': 'sRGB' }, el('feGaussianBlur', { stdDeviation: deviation }));
}

export function pointOnCircle([cx, cy]: Point, radius: number, angle: number): Point {
  return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
}
