import { ownEntry } from './art-subject.js';
import { hsl, lighten, mix } from './colour.js';
import type { SeededRandom } from './seeded-random.js';
import { blurFilter, el, linearGradient, stops } from './svg-markup.js';

/** An element's colours: its glow, the light at its heart and the dark it burns against. */
export interface ElementPalette {
  glow: string;
  light: string;
  deep: string;
}

const ELEMENTS: Record<string, ElementPalette> = {
  fire: { glow: '#ff6a1f', light: '#ffd66b', deep: '#3d0c04' },
  water: { glow: '#1f9bff', light: '#b8eeff', deep: '#031d3a' },
  ice: { glow: '#6fd6ff', light: '#effcff', deep: '#062b3d' },
  air: { glow: '#3fdcc0', light: '#e4fff8', deep: '#062f2b' },
  lightning: { glow: '#ffd51f', light: '#fffbd0', deep: '#2b2204' },
  earth: { glow: '#c98d3a', light: '#f4d9a0', deep: '#2a1a08' },
  nature: { glow: '#5bc93c', light: '#e2ffc9', deep: '#0f2a08' },
  spirit: { glow: '#a98bff', light: '#f2ecff', deep: '#1b1240' },
  void: { glow: '#a24dff', light: '#ecd0ff', deep: '#0a0218' },
};

/** The element's palette, or one drawn from the set id for an element the art does not know. */
export function elementPaletteOf(element: string | undefined, random: SeededRandom): ElementPalette {
  const known = ownEntry(ELEMENTS, element);
  if (known) return known;
  const hue = random.between(0, 360);
  return { glow: hsl(hue, 0.85, 0.55), light: hsl(hue, 0.9, 0.88), deep: hsl(hue, 0.7, 0.08) };
}

/** Paints shared by every glyph, named `raid-*`; glyphs are drawn around 0,0 so the gradients fit any of them. */
export function raiderPaints(palette: ElementPalette): string {
  return [
    linearGradient(
      'raid-steel',
      [-90, -90],
      [90, 90],
      [
        [0, '#ffffff'],
        [0.3, '#c9d1dc'],
        [0.7, '#5d6776'],
        [1, '#dfe4ea'],
      ],
    ),
    linearGradient(
      'raid-steel-dark',
      [-90, -90],
      [90, 90],
      [
        [0, '#8d97a6'],
        [1, '#343a45'],
      ],
    ),
    linearGradient(
      'raid-gold',
      [-90, -90],
      [90, 90],
      [
        [0, '#fff1b8'],
        [0.4, '#e0ad3e'],
        [1, '#7d520d'],
      ],
    ),
    linearGradient(
      'raid-wood',
      [-60, -120],
      [60, 120],
      [
        [0, '#b07a44'],
        [1, '#4a2a10'],
      ],
    ),
    linearGradient(
      'raid-energy',
      [0, -130],
      [0, 130],
      [
        [0, palette.light],
        [0.45, palette.glow],
        [1, mix(palette.glow, palette.deep, 0.55)],
      ],
    ),
    // In the bounding box of whatever it fills, so any orb, pommel or gem is lit from its own top left.
    el(
      'radialGradient',
      { id: 'raid-orb', cx: 0.38, cy: 0.35, r: 0.7 },
      stops([
        [0, '#ffffff'],
        [0.25, palette.light],
        [0.7, palette.glow],
        [1, mix(palette.glow, palette.deep, 0.6)],
      ]),
    ),
    el(
      'radialGradient',
      { id: 'raid-aura' },
      stops([
        [0, lighten(palette.glow, 0.3), 0.9],
        [0.5, palette.glow, 0.35],
        [1, palette.glow, 0],
      ]),
    ),
    // Glyphs and motifs are drawn around 0,0: their glow never reaches past the canvas around them.
    blurFilter('raid-blur', 5, { x: -256, y: -256, width: 512, height: 512 }),
  ].join('');
}
