import { linearGradient, type Point } from './svg-markup.js';

/** Polished metals as gradients: light, body, shadow, and a reflection near the far edge. */
export const METALS = {
  gold: ['#fff3c0', '#e6b948', '#94650f', '#f3d07a'],
  roseGold: ['#ffe0d2', '#e59e84', '#8e4b36', '#f4c0aa'],
  platinum: ['#ffffff', '#cfd5de', '#6c7482', '#e9edf2'],
  blackGold: ['#6b5d45', '#2c261d', '#100d09', '#a48a55'],
} as const;

export type Metal = keyof typeof METALS;

export function metalGradient(id: string, metal: Metal, from: Point, to: Point): string {
  const colours = METALS[metal];
  return linearGradient(id, from, to, [
    [0, colours[0]],
    [0.35, colours[1]],
    [0.7, colours[2]],
    [1, colours[3]],
  ]);
}
