import type { Rarity } from '@marketplace/contracts/wire';

/** Who sells what on the seeded market (see `seed-market.ts`): the sellers, the market's own sets, how many copies. */

export interface SeedSeller {
  key: string;
  username: string;
  displayName: string;
  tagline: string;
}

/** Sellers sign in with nothing: no password, no provider. They exist to sell. */
export const SEED_SELLERS: SeedSeller[] = [
  { key: 'aria', username: 'aria-vance', displayName: 'Aria Vance', tagline: 'Cut, polished, priced to move' },
  { key: 'borin', username: 'borin', displayName: 'Borin Stonehand', tagline: 'Forged it, found it, selling it' },
  { key: 'cassia', username: 'cassia-lumen', displayName: 'Cassia Lumen', tagline: 'Only the shiny ones' },
  { key: 'dmitri', username: 'dmitri', displayName: 'Dmitri Vale', tagline: 'Trading since the first raid' },
  { key: 'elin', username: 'elin-frost', displayName: 'Elin Frost', tagline: 'Cold storage, warm prices' },
  { key: 'farouk', username: 'farouk', displayName: 'Farouk Amari', tagline: 'Heirlooms and curiosities' },
  { key: 'gwen', username: 'gwen-h', displayName: 'Gwen Halloway', tagline: 'Clearing out the vault' },
  { key: 'hiro', username: 'hiro-t', displayName: 'Hiro Tanaka', tagline: 'Completing sets, selling spares' },
];

export const sellerEmail = (seller: SeedSeller) => `${seller.key}@sellers.marketplace.test`;

/** A set only the market has: the store sold out long ago, so its copies change hands between people. */
export interface SeedMarketSet {
  merchantId: string;
  setId: string;
  name: string;
  rarity: Rarity;
  /** The store category it was sold under, so the market's category filter finds it. */
  categoryId: string;
  properties: Record<string, string>;
  /** What a copy usually fetches; each listing asks between 85 % and 160 % of it. */
  basePrice: string;
}

export const SEED_MARKET_SETS: SeedMarketSet[] = [
  // Diamond Dreams
  {
    merchantId: 'diamond-dreams',
    setId: 'dd-citrine-chip',
    name: 'Citrine Chip',
    rarity: 'common',
    categoryId: 'gemstones',
    properties: { cut: 'rough', carat: '0.5', color: 'yellow' },
    basePrice: '1.80',
  },
  {
    merchantId: 'diamond-dreams',
    setId: 'dd-garnet-pebble',
    name: 'Garnet Pebble',
    rarity: 'common',
    categoryId: 'gemstones',
    properties: { cut: 'tumbled', carat: '0.7', color: 'red' },
    basePrice: '2.20',
  },
  {
    merchantId: 'diamond-dreams',
    setId: 'dd-topaz-teardrop',
    name: 'Topaz Teardrop',
    rarity: 'common',
    categoryId: 'gemstones',
    properties: { cut: 'pear', carat: '0.9', color: 'blue' },
    basePrice: '3.40',
  },
  {
    merchantId: 'diamond-dreams',
    setId: 'dd-silver-band-ring',
    name: 'Silver Band Ring',
    rarity: 'common',
    categoryId: 'rings',
    properties: { cut: 'band', carat: '0.3', color: 'silver' },
    basePrice: '4.00',
  },
  {
    merchantId: 'diamond-dreams',
    setId: 'dd-aquamarine-ring',
    name: 'Aquamarine Ring',
    rarity: 'uncommon',
    categoryId: 'rings',
    properties: { cut: 'emerald', carat: '1.5', color: 'aqua' },
    basePrice: '9.50',
  },
  {
    merchantId: 'diamond-dreams',
    setId: 'dd-pink-sapphire-solitaire',
    name: 'Pink Sapphire Solitaire',
    rarity: 'uncommon',
    categoryId: 'rings',
    properties: { cut: 'round', carat: '1.1', color: 'pink' },
    basePrice: '11.00',
  },
  {
    merchantId: 'diamond-dreams',
    setId: 'dd-opal-cabochon',
    name: 'Opal Cabochon',
    rarity: 'uncommon',
    categoryId: 'gemstones',
    properties: { cut: 'cabochon', carat: '1.8', color: 'iridescent' },
    basePrice: '8.75',
  },
  {
    merchantId: 'diamond-dreams',
    setId: 'dd-black-diamond-stud',
    name: 'Black Diamond Stud',
    rarity: 'rare',
    categoryId: 'gemstones',
    properties: { cut: 'princess', carat: '1.6', color: 'black' },
    basePrice: '28.00',
  },
  {
    merchantId: 'diamond-dreams',
    setId: 'dd-sapphire-halo-ring',
    name: 'Sapphire Halo Ring',
    rarity: 'rare',
    categoryId: 'rings',
    properties: { cut: 'halo', carat: '2.0', color: 'blue' },
    basePrice: '34.00',
  },
  {
    merchantId: 'diamond-dreams',
    setId: 'dd-pearl-diadem',
    name: 'Pearl Diadem',
    rarity: 'rare',
    categoryId: 'crowns',
    properties: { cut: 'cabochon', carat: '4.5', color: 'white' },
    basePrice: '41.00',
  },
  {
    merchantId: 'diamond-dreams',
    setId: 'dd-emerald-cathedral-ring',
    name: 'Emerald Cathedral Ring',
    rarity: 'epic',
    categoryId: 'rings',
    properties: { cut: 'emerald', carat: '3.8', color: 'green' },
    basePrice: '120.00',
  },
  {
    merchantId: 'diamond-dreams',
    setId: 'dd-amethyst-circlet',
    name: 'Amethyst Circlet',
    rarity: 'epic',
    categoryId: 'crowns',
    properties: { cut: 'oval', carat: '6.2', color: 'violet' },
    basePrice: '135.00',
  },
  {
    merchantId: 'diamond-dreams',
    setId: 'dd-imperial-ruby-tiara',
    name: 'Imperial Ruby Tiara',
    rarity: 'legendary',
    categoryId: 'crowns',
    properties: { cut: 'cushion', carat: '9.6', color: 'red' },
    basePrice: '540.00',
  },
  // Its name holds a `%`, which a name search must match as itself.
  {
    merchantId: 'diamond-dreams',
    setId: 'dd-flawless-brilliant',
    name: 'Flawless 100% Brilliant',
    rarity: 'legendary',
    categoryId: 'gemstones',
    properties: { cut: 'brilliant', carat: '7.7', color: 'clear' },
    basePrice: '610.00',
  },
  {
    merchantId: 'diamond-dreams',
    setId: 'dd-aurora-crown',
    name: 'Aurora Borealis Crown',
    rarity: 'unique',
    categoryId: 'crowns',
    properties: { cut: 'mixed', carat: '33.0', color: 'aurora' },
    basePrice: '30000.00',
  },
  // Elemental Raiders
  {
    merchantId: 'elemental-raiders',
    setId: 'er-cinder-arrow',
    name: 'Cinder Arrow',
    rarity: 'common',
    categoryId: 'weapons',
    properties: { element: 'fire', class: 'ranger', power: '5' },
    basePrice: '0.60',
  },
  {
    merchantId: 'elemental-raiders',
    setId: 'er-gale-feather',
    name: 'Gale Feather',
    rarity: 'common',
    categoryId: 'spells',
    properties: { element: 'air', class: 'mage', power: '4' },
    basePrice: '0.70',
  },
  {
    merchantId: 'elemental-raiders',
    setId: 'er-iron-gauntlets',
    name: 'Iron Gauntlets',
    rarity: 'common',
    categoryId: 'armor',
    properties: { element: 'earth', class: 'warrior', power: '9' },
    basePrice: '1.30',
  },
  {
    merchantId: 'elemental-raiders',
    setId: 'er-tide-pendant',
    name: 'Tide Pendant',
    rarity: 'common',
    categoryId: 'armor',
    properties: { element: 'water', class: 'guardian', power: '6' },
    basePrice: '1.10',
  },
  {
    merchantId: 'elemental-raiders',
    setId: 'er-frost-shortsword',
    name: 'Frost Shortsword',
    rarity: 'uncommon',
    categoryId: 'weapons',
    properties: { element: 'water', class: 'warrior', power: '16' },
    basePrice: '4.80',
  },
  {
    merchantId: 'elemental-raiders',
    setId: 'er-thunder-rune',
    name: 'Thunder Rune',
    rarity: 'uncommon',
    categoryId: 'spells',
    properties: { element: 'air', class: 'mage', power: '18' },
    basePrice: '5.60',
  },
  {
    merchantId: 'elemental-raiders',
    setId: 'er-venom-kris',
    name: 'Venom Kris',
    rarity: 'uncommon',
    categoryId: 'weapons',
    properties: { element: 'earth', class: 'rogue', power: '15' },
    basePrice: '4.20',
  },
  {
    merchantId: 'elemental-raiders',
    setId: 'er-ember-warhammer',
    name: 'Ember Warhammer',
    rarity: 'rare',
    categoryId: 'weapons',
    properties: { element: 'fire', class: 'warrior', power: '30' },
    basePrice: '21.00',
  },
  {
    merchantId: 'elemental-raiders',
    setId: 'er-spirit-ward-helm',
    name: 'Spirit Ward Helm',
    rarity: 'rare',
    categoryId: 'armor',
    properties: { element: 'spirit', class: 'guardian', power: '26' },
    basePrice: '17.50',
  },
  {
    merchantId: 'elemental-raiders',
    setId: 'er-blizzard-tome',
    name: 'Blizzard Tome',
    rarity: 'rare',
    categoryId: 'spells',
    properties: { element: 'water', class: 'mage', power: '33' },
    basePrice: '24.00',
  },
  {
    merchantId: 'elemental-raiders',
    setId: 'er-magma-plate',
    name: 'Magma Plate',
    rarity: 'epic',
    categoryId: 'armor',
    properties: { element: 'fire', class: 'warrior', power: '45' },
    basePrice: '85.00',
  },
  {
    merchantId: 'elemental-raiders',
    setId: 'er-cyclone-glaive',
    name: 'Cyclone Glaive',
    rarity: 'epic',
    categoryId: 'weapons',
    properties: { element: 'air', class: 'ranger', power: '49' },
    basePrice: '92.00',
  },
  {
    merchantId: 'elemental-raiders',
    setId: 'er-dragonfire-scroll',
    name: 'Dragonfire Scroll',
    rarity: 'legendary',
    categoryId: 'spells',
    properties: { element: 'fire', class: 'mage', power: '70' },
    basePrice: '340.00',
  },
  {
    merchantId: 'elemental-raiders',
    setId: 'er-abyssal-edge',
    name: 'Abyssal Edge',
    rarity: 'exotic',
    categoryId: 'weapons',
    properties: { element: 'void', class: 'rogue', power: '92' },
    basePrice: '1100.00',
  },
  {
    merchantId: 'elemental-raiders',
    setId: 'er-heart-of-gaia',
    name: 'Heart of Gaia',
    rarity: 'unique',
    categoryId: 'spells',
    properties: { element: 'earth', class: 'summoner', power: '210' },
    basePrice: '18000.00',
  },
  // Aurum Atelier
  {
    merchantId: 'aurum-atelier',
    setId: 'aa-cashmere-scarf-pin',
    name: 'Cashmere Scarf Pin',
    rarity: 'common',
    categoryId: 'jewellery',
    properties: { material: 'cashmere', maker: 'Maison Aurum' },
    basePrice: '14.00',
  },
  {
    merchantId: 'aurum-atelier',
    setId: 'aa-pearl-tie-bar',
    name: 'Pearl Tie Bar',
    rarity: 'uncommon',
    categoryId: 'jewellery',
    properties: { material: 'pearl', maker: 'Maison Aurum' },
    basePrice: '48.00',
  },
  {
    merchantId: 'aurum-atelier',
    setId: 'aa-steel-dress-watch',
    name: 'Steel Dress Watch',
    rarity: 'rare',
    categoryId: 'watches',
    properties: { material: 'steel', maker: 'Atelier Noir' },
    basePrice: '170.00',
  },
  {
    merchantId: 'aurum-atelier',
    setId: 'aa-sapphire-cufflinks',
    name: 'Sapphire Cufflinks',
    rarity: 'epic',
    categoryId: 'jewellery',
    properties: { material: 'gold', maker: 'Atelier Noir' },
    basePrice: '420.00',
  },
  {
    merchantId: 'aurum-atelier',
    setId: 'aa-moonphase-perpetual',
    name: 'Moonphase Perpetual',
    rarity: 'legendary',
    categoryId: 'watches',
    properties: { material: 'platinum', maker: 'Maison Aurum' },
    basePrice: '2900.00',
  },
  {
    merchantId: 'aurum-atelier',
    setId: 'aa-emerald-brooch',
    name: 'Emerald Brooch',
    rarity: 'exotic',
    categoryId: 'jewellery',
    properties: { material: 'emerald', maker: 'Atelier Noir' },
    basePrice: '5600.00',
  },
  {
    merchantId: 'aurum-atelier',
    setId: 'aa-grand-complication',
    name: 'Grand Complication Nº 1',
    rarity: 'unique',
    categoryId: 'watches',
    properties: { material: 'white-gold', maker: 'Maison Aurum' },
    basePrice: '52000.00',
  },
];

/** How many copies of a set the sellers list: the rarer, the fewer; a unique set has one copy in all. */
export const MARKET_COPIES_BY_RARITY: Record<Rarity, number> = {
  common: 14,
  uncommon: 10,
  rare: 8,
  epic: 5,
  legendary: 3,
  exotic: 2,
  mythic: 2,
  unique: 1,
};

/** The store category of the catalogue's sets that the store never sold. */
export const CATEGORY_OF_UNSTOCKED_SETS: Record<string, string> = {
  'dd-heart-of-the-deep': 'gemstones',
  'er-void-phoenix': 'spells',
  'er-primordial-core': 'armor',
  'aa-atelier-one': 'watches',
};
