import { ownEntry } from './art-subject.js';
import type { Point } from './svg-markup.js';

/**
 * A cut's outline seen from above, as 16 points around the stone on a radius of about 1, its first
 * point at the top. Even points are where the main (kite) facets meet the girdle; `step` cuts are
 * faceted in concentric steps instead of the brilliant pattern.
 */
export interface GemCut {
  outline: Point[];
  faceting: 'brilliant' | 'step';
}

const SIDES = 16;

function sampled(shape: (turn: number) => Point): Point[] {
  return Array.from({ length: SIDES }, (_, index) => shape((index / SIDES) * Math.PI * 2));
}

const round = sampled((t) => [Math.sin(t), -Math.cos(t)]);

const CUTS: Record<string, GemCut> = {
  brilliant: { outline: round, faceting: 'brilliant' },
  round: { outline: round, faceting: 'brilliant' },
  oval: { outline: sampled((t) => [0.8 * Math.sin(t), -Math.cos(t)]), faceting: 'brilliant' },
  cushion: {
    outline: sampled((t) => {
      // A superellipse: a square with softly rounded corners.
      const bulge = (value: number) => Math.sign(value) * Math.abs(value) ** 0.55;
      return [0.92 * bulge(Math.sin(t)), -0.92 * bulge(Math.cos(t))];
    }),
    faceting: 'brilliant',
  },
  // The point at the top, where a drop hangs from its bail.
  pear: { outline: sampled((t) => [0.95 * Math.sin(t) * Math.sin(t / 2), -Math.cos(t) + 0.1]), faceting: 'brilliant' },
  marquise: { outline: sampled((t) => [0.58 * Math.sin(t) * Math.abs(Math.sin(t)), -Math.cos(t)]), faceting: 'brilliant' },
  heart: {
    outline: sampled((t) => [(16 * Math.sin(t) ** 3) / 16.5, -(13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t)) / 16.5 - 0.12]),
    faceting: 'brilliant',
  },
  emerald: {
    outline: [
      [-0.46, -1],
      [0, -1],
      [0.46, -1],
      [0.72, -0.74],
      [0.72, -0.37],
      [0.72, 0],
      [0.72, 0.37],
      [0.72, 0.74],
      [0.46, 1],
      [0, 1],
      [-0.46, 1],
      [-0.72, 0.74],
      [-0.72, 0.37],
      [-0.72, 0],
      [-0.72, -0.37],
      [-0.72, -0.74],
    ],
    faceting: 'step',
  },
};
CUTS.step = CUTS.emerald!;
CUTS.baguette = CUTS.emerald!;

/** The cut a set names, or a round brilliant for a cut the art does not know. */
export function gemCutOf(cut: string | undefined): GemCut {
  return ownEntry(CUTS, cut) ?? CUTS.brilliant!;
}
