import { AURUM_ATELIER_ART } from './aurum-atelier-art.js';
import { DIAMOND_DREAMS_ART } from './diamond-dreams-art.js';
import { ELEMENTAL_RAIDERS_ART } from './elemental-raiders-art.js';
import { SHADOW_FORGE_ART } from './shadow-forge-art.js';

/** A game's key art is wide: 2:1, drawn on 1200 × 600. */
export const MERCHANT_ART_WIDTH = 1200;
export const MERCHANT_ART_HEIGHT = 600;

/**
 * Extension: the reference API ships the key art of the games it seeds, so the site shows each game
 * without any image hosting. A merchant's `artUrl` names this path; a deployment may name any URL.
 */
export function merchantArtPath(merchantId: string): string {
  return `/api/merchant-art/${merchantId}.svg`;
}

/** The drawings by merchant id; no text in them, so they read the same in every locale. */
const DRAWINGS: Readonly<Record<string, string>> = {
  'diamond-dreams': DIAMOND_DREAMS_ART,
  'elemental-raiders': ELEMENTAL_RAIDERS_ART,
  'aurum-atelier': AURUM_ATELIER_ART,
  'shadow-forge': SHADOW_FORGE_ART,
};

/** The SVG document of a merchant's key art, or null for a merchant the reference API drew none for. */
export function merchantArtSvg(merchantId: string): string | null {
  const drawing = Object.hasOwn(DRAWINGS, merchantId) ? DRAWINGS[merchantId] : undefined;
  if (!drawing) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${MERCHANT_ART_WIDTH}" height="${MERCHANT_ART_HEIGHT}" viewBox="0 0 ${MERCHANT_ART_WIDTH} ${MERCHANT_ART_HEIGHT}" preserveAspectRatio="xMidYMid slice">${drawing}</svg>`;
}
