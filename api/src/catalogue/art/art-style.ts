import type { ArtLayer } from './art-canvas.js';
import type { ArtSubject } from './art-subject.js';
import type { FrameStyle } from './rarity-dressing.js';
import type { SeededRandom } from './seeded-random.js';

/** A piece drawn by one style: its layers, and the colour the rarity's glow takes around it. */
export interface ArtPiece {
  backdrop: ArtLayer;
  piece: ArtLayer;
  accent: string;
  frame: FrameStyle;
}

/**
 * One way of drawing a kind of collectible. The first style that `draws` a set draws it, so a new
 * kind of set is one new style in the registry (`art-styles.ts`).
 */
export interface ArtStyle {
  name: string;
  draws(subject: ArtSubject): boolean;
  draw(subject: ArtSubject, random: (part: string) => SeededRandom): ArtPiece;
}
