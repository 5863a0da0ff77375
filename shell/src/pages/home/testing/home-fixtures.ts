import type { Merchant, RuntimeConfig, Showcase, ShowcaseItem } from '@marketplace/contracts/wire';

/** The API origin image paths resolve against in the home's tests. */
export const HOME_TEST_CONFIG = { api: { main: 'https://api.market.test' } } as RuntimeConfig;

const game = (merchant: Partial<Merchant> & Pick<Merchant, 'id' | 'name'>): Merchant => ({
  status: 'ACTIVE',
  platforms: ['web'],
  gamePageURI: `https://${merchant.id}.example/play`,
  landingPageURI: `https://${merchant.id}.example`,
  merchantPages: { store: true, market: true, craft: true },
  luxury: false,
  tagline: null,
  artUrl: `/api/merchant-art/${merchant.id}.svg`,
  ...merchant,
});

export const HOME_MERCHANTS: Merchant[] = [
  game({ id: 'aurum-atelier', name: 'Aurum Atelier', luxury: true, merchantPages: { store: true, market: true, craft: false } }),
  game({
    id: 'diamond-dreams',
    name: 'Diamond Dreams',
    tagline: { en: 'Cut, polish and trade dazzling gems.', ja: 'まばゆい宝石をカットし、磨き、取引しよう。' },
  }),
  game({ id: 'elemental-raiders', name: 'Elemental Raiders', artUrl: null }),
  game({ id: 'shadow-forge', name: 'Shadow Forge', status: 'INACTIVE', tagline: { en: 'Smith blades in a world without light.' } }),
];

/** Twelve hex digits that a name always gives (FNV-1a), so every call names an item by the same ids. */
function digitsOf(name: string): string {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash.toString(16).padStart(12, '0');
}

/** An item on sale of one of the games above; its ids are UUID-shaped and follow from its name. */
export function showcaseItem(kind: ShowcaseItem['kind'], merchantId: string, name: string, price: string): ShowcaseItem {
  const id = `00000000-0000-4000-8000-${digitsOf(name)}`;
  const setId = name.toLowerCase().replace(/\s+/g, '-');
  return {
    kind,
    id,
    merchantId,
    price,
    listedAt: '2025-05-01T12:00:00.000Z',
    collectible: {
      id: `10000000-0000-4000-8000-${digitsOf(name)}`,
      merchantId,
      setId,
      name,
      rarity: 'legendary',
      imageUrl: `/api/collectible-images/${setId}.svg`,
      properties: {},
      ownerId: null,
      receivedTime: '2025-05-01T12:00:00.000Z',
    },
  };
}

/** Six featured store items of three games and two newest market listings, as `GET /api/showcase` answers. */
export function homeShowcase(): Showcase {
  return {
    featured: [
      showcaseItem('STORE', 'aurum-atelier', 'Atelier One', '48000.0'),
      showcaseItem('STORE', 'diamond-dreams', 'Moonstone Crown', '4800.0'),
      showcaseItem('STORE', 'elemental-raiders', 'Void Phoenix', '6500.0'),
      showcaseItem('STORE', 'aurum-atelier', 'Opal Tiara', '5200.0'),
      showcaseItem('STORE', 'diamond-dreams', 'Ruby Heart', '450.0'),
      showcaseItem('STORE', 'elemental-raiders', 'Inferno Scroll', '320.0'),
    ],
    newest: [showcaseItem('MARKET', 'diamond-dreams', 'Rough Quartz', '2.75'), showcaseItem('MARKET', 'elemental-raiders', 'Ember Dagger', '1.75')],
  };
}
