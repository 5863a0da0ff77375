import type { Merchant } from '@marketplace/contracts/wire';

/** An active merchant with every area open, as the seed's Diamond Dreams. */
export const diamondDreams: Merchant = {
  id: 'diamond-dreams',
  name: 'Diamond Dreams',
  status: 'ACTIVE',
  platforms: ['web'],
  gamePageURI: 'https://diamond-dreams.example/play',
  landingPageURI: 'https://diamond-dreams.example',
  merchantPages: { store: true, market: true, craft: true },
  luxury: false,
  tagline: { en: 'Match gems, win jewels', ja: '宝石をそろえて、ジュエルを手に入れよう' },
  artUrl: '/api/merchant-art/diamond-dreams.svg',
};

/** A luxury merchant without crafting, as the seed's Aurum Atelier. */
export const aurumAtelier: Merchant = {
  ...diamondDreams,
  id: 'aurum-atelier',
  name: 'Aurum Atelier',
  merchantPages: { store: true, market: true, craft: false },
  luxury: true,
  tagline: null,
  artUrl: null,
};

/** A closed merchant, as the seed's Shadow Forge. */
export const shadowForge: Merchant = { ...diamondDreams, id: 'shadow-forge', name: 'Shadow Forge', status: 'INACTIVE' };

/** The merchant whose players the session knows (spec §3 `elementalRaidersPlayer`), as the seed's Elemental Raiders. */
export const elementalRaiders: Merchant = {
  ...diamondDreams,
  id: 'elemental-raiders',
  name: 'Elemental Raiders',
  gamePageURI: 'https://elemental-raiders.example/play',
  landingPageURI: 'https://elemental-raiders.example',
  tagline: null,
  artUrl: null,
};
