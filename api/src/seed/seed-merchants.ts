import type { merchants } from '../db/schema.js';
import { GEM_USD_ANCHOR_PRICE } from '../rates/gem-usd-anchor.js';

type NewMerchant = typeof merchants.$inferInsert;

const ALL_PAGES = { store: true, market: true, craft: true };

export const SEED_MERCHANTS: NewMerchant[] = [
  {
    id: 'diamond-dreams',
    name: 'Diamond Dreams',
    status: 'ACTIVE',
    platforms: ['web', 'android', 'ios'],
    gamePageURI: 'https://diamond-dreams.example/play',
    landingPageURI: 'https://diamond-dreams.example',
    merchantPages: ALL_PAGES,
    luxury: false,
  },
  {
    id: 'elemental-raiders',
    name: 'Elemental Raiders',
    status: 'ACTIVE',
    platforms: ['web', 'windows'],
    gamePageURI: 'https://elemental-raiders.example/play',
    landingPageURI: 'https://elemental-raiders.example',
    merchantPages: ALL_PAGES,
    luxury: false,
  },
  {
    id: 'shadow-forge',
    name: 'Shadow Forge',
    status: 'INACTIVE',
    platforms: ['windows'],
    gamePageURI: 'https://shadow-forge.example/play',
    landingPageURI: 'https://shadow-forge.example',
    merchantPages: { store: false, market: true, craft: false },
    luxury: false,
  },
  {
    id: 'aurum-atelier',
    name: 'Aurum Atelier',
    status: 'ACTIVE',
    platforms: ['web'],
    gamePageURI: 'https://aurum-atelier.example/collection',
    landingPageURI: 'https://aurum-atelier.example',
    merchantPages: { store: true, market: true, craft: false },
    luxury: true,
  },
];

/** The GEM price a fresh database starts from: the one the rate ticker's walk stays near. */
export const SEED_GEM_USD_PRICE = GEM_USD_ANCHOR_PRICE;
