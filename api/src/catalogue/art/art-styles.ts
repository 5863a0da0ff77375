import type { ArtStyle } from './art-style.js';
import type { ArtSubject } from './art-subject.js';
import { atelierArt } from './atelier-art.js';
import { gemArt } from './gem-art.js';
import { raiderEmblemArt } from './raider-emblem-art.js';
import { sigilArt } from './sigil-art.js';

/** The styles in the order they are tried; the seal draws whatever no other style does, so it comes last. */
export const ART_STYLES: readonly ArtStyle[] = [gemArt, raiderEmblemArt, atelierArt, sigilArt];

export function artStyleOf(subject: ArtSubject): ArtStyle {
  return ART_STYLES.find((style) => style.draws(subject)) ?? sigilArt;
}
