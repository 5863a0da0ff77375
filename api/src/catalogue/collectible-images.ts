import { eq, sql } from 'drizzle-orm';
import type { Rarity } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { collectibles, craftRecipes } from '../db/schema.js';

/**
 * Extension: the reference API draws a card for every set itself, so the catalogue renders without
 * any image hosting. `imageUrl` is this path on the main API (see `resolveCollectibleImageUrl`).
 */
export function collectibleImagePath(setId: string): string {
  return `/api/collectible-images/${setId}.svg`;
}

const RARITY_COLORS: Record<Rarity, string> = {
  common: '#8a94a6',
  uncommon: '#2f9e5b',
  rare: '#2f6fd6',
  epic: '#8b3fd9',
  legendary: '#e39b17',
  exotic: '#d6338a',
  mythic: '#d63a2f',
  unique: '#0f9c94',
};

export interface ImageSubject {
  name: string;
  rarity: Rarity;
}

/** What the card of a set shows: a collectible of that set, else the result of a recipe drawn on it. */
export async function imageSubjectOf(db: Database, setId: string): Promise<ImageSubject | null> {
  const [collectible] = await db
    .select({ name: collectibles.name, rarity: collectibles.rarity })
    .from(collectibles)
    .where(eq(collectibles.setId, setId))
    .limit(1);
  if (collectible) return collectible;
  const [recipe] = await db
    .select({ result: craftRecipes.result })
    .from(craftRecipes)
    .where(sql`${craftRecipes.result} ->> 'imageUrl' = ${collectibleImagePath(setId)}`)
    .limit(1);
  return recipe ? { name: recipe.result.name, rarity: recipe.result.rarity } : null;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** A square card in the rarity's colour with the set's initials, name and rarity. */
export function collectibleSvg({ name, rarity }: ImageSubject): string {
  const color = RARITY_COLORS[rarity];
  const label = name.length > 24 ? `${name.slice(0, 23)}…` : name;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    `<title>${escapeXml(name)}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#141824"/></linearGradient></defs>`,
    '<rect x="4" y="4" width="248" height="248" rx="20" fill="url(#g)"/>',
    `<rect x="4" y="4" width="248" height="248" rx="20" fill="none" stroke="${color}" stroke-width="6"/>`,
    '<circle cx="128" cy="112" r="56" fill="#ffffff" fill-opacity="0.16"/>',
    `<text x="128" y="130" text-anchor="middle" font-family="sans-serif" font-size="48" font-weight="700" fill="#ffffff">${escapeXml(initialsOf(name))}</text>`,
    `<text x="128" y="204" text-anchor="middle" font-family="sans-serif" font-size="17" fill="#ffffff">${escapeXml(label)}</text>`,
    `<text x="128" y="228" text-anchor="middle" font-family="sans-serif" font-size="12" letter-spacing="2" fill="#ffffff" fill-opacity="0.8">${rarity.toUpperCase()}</text>`,
    '</svg>',
  ].join('');
}
