import type { Rarity } from '@marketplace/contracts/wire';

/**
 * The rarity colours of the shell's design tokens (`--rarity-*` in design-tokens.css). A served image
 * cannot read CSS variables, so the values are repeated here; keep the two in step.
 */
export const RARITY_COLOURS: Record<Rarity, string> = {
  common: '#7b7f8a',
  uncommon: '#2f8f4e',
  rare: '#2f6fd6',
  epic: '#8a3fd1',
  legendary: '#d98a1a',
  exotic: '#d0408a',
  mythic: '#c7352b',
  unique: '#0f9aa8',
};
