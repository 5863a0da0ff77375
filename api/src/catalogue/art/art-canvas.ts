import { el, stops, type Point } from './svg-markup.js';

/** Every picture is drawn on a 512 × 512 square and scaled by whoever shows it. */
export const CANVAS_SIZE = 512;
export const CANVAS_CENTRE: Point = [256, 256];
/** The whole canvas as a filter region, for layers that span it. */
export const CANVAS_REGION = { x: 0, y: 0, width: CANVAS_SIZE, height: CANVAS_SIZE } as const;

/** One drawn layer: the definitions (gradients, filters) it uses and its markup. */
export interface ArtLayer {
  defs: string;
  body: string;
}

/** One layer of gradients and markup, and of other layers (their definitions and bodies in order). */
export function composeLayer(defs: string[], ...parts: Array<ArtLayer | string>): ArtLayer {
  return {
    defs: defs.join('') + parts.map((part) => (typeof part === 'string' ? '' : part.defs)).join(''),
    body: parts.map((part) => (typeof part === 'string' ? part : part.body)).join(''),
  };
}

/** A soft shadow any layer may lay under a piece: an ellipse filled with it fades out at its edge. */
export const SHADOW_FILL = 'url(#art-shadow)';

export const SHARED_DEFS = el(
  'radialGradient',
  { id: 'art-shadow' },
  stops([
    [0, '#000000', 0.6],
    [1, '#000000', 0],
  ]),
);
