import type { Rarity } from '@marketplace/contracts/wire';
import type { CraftIngredient } from '../db/schema.js';
import type { SeedUser } from './seed-accounts.js';

export const SEED_COLLECTOR_USER: SeedUser = {
  email: 'collector@marketplace.test',
  password: 'collector-password-1',
  username: 'collector',
  displayName: 'Collector',
  role: 'USER',
  balanceWei: (750n * 10n ** 18n).toString(),
};

/** The demo user plays Elemental Raiders (spec §3 `elementalRaidersPlayer`). */
export const SEED_DEMO_PLAYER = { merchantId: 'elemental-raiders', playerId: 'ER-7F3A-0001', linkedAt: '2025-04-02T09:30:00.000Z' } as const;

/** `playersOnly`: sold to players of the merchant's game only (spec §6), shown to everyone. */
export type SeedCategory = { merchantId: string; id: string; name: string; playersOnly?: boolean };

export const SEED_STORE_CATEGORIES: SeedCategory[] = [
  { merchantId: 'diamond-dreams', id: 'gemstones', name: 'Gemstones' },
  { merchantId: 'diamond-dreams', id: 'rings', name: 'Rings' },
  { merchantId: 'diamond-dreams', id: 'crowns', name: 'Crowns & Tiaras' },
  { merchantId: 'elemental-raiders', id: 'weapons', name: 'Weapons' },
  { merchantId: 'elemental-raiders', id: 'armor', name: 'Armor' },
  { merchantId: 'elemental-raiders', id: 'spells', name: 'Spells' },
  { merchantId: 'elemental-raiders', id: 'raider-rewards', name: 'Raider rewards', playersOnly: true },
  { merchantId: 'aurum-atelier', id: 'watches', name: 'Watches' },
  { merchantId: 'aurum-atelier', id: 'jewellery', name: 'Jewellery' },
];

export const SEED_CRAFT_CATEGORIES: SeedCategory[] = [
  { merchantId: 'diamond-dreams', id: 'polishing', name: 'Polishing' },
  { merchantId: 'diamond-dreams', id: 'settings', name: 'Settings' },
  { merchantId: 'elemental-raiders', id: 'forge', name: 'Forge' },
  { merchantId: 'elemental-raiders', id: 'alchemy', name: 'Alchemy' },
  { merchantId: 'aurum-atelier', id: 'bespoke', name: 'Bespoke' },
];

export interface SeedSet {
  merchantId: string;
  setId: string;
  name: string;
  rarity: Rarity;
  properties: Record<string, string>;
  /** Copies the merchant holds, each on sale in its store in that category at that price. */
  store?: { categoryId: string; price: string; copies: number };
  /** The collector's copies; the first of them are on the market, one per price. */
  collector?: { copies: number; marketPrices: string[] };
  demoCopies?: number;
  /** Copies of the crafter (`SEED_CRAFTER_USER`); only crafting materials have any. */
  crafterCopies?: number;
}

/**
 * Crafting materials: sets nothing but the recipes use, so the demo user and the crafter can craft
 * Filigree Pendant right away (three times over) and lack a Silver Chain for Filigree Necklace, without
 * touching what other flows buy, sell or count. The collector lists every copy they hold, so someone
 * who lacks one finds it on the market.
 */
const SEED_CRAFT_MATERIALS: SeedSet[] = [
  {
    merchantId: 'diamond-dreams',
    setId: 'dd-gold-filigree',
    name: 'Gold Filigree',
    rarity: 'common',
    properties: { cut: 'wire', carat: '0.2', metal: 'gold' },
    collector: { copies: 2, marketPrices: ['2.60', '2.90'] },
    demoCopies: 6,
    crafterCopies: 6,
  },
  {
    merchantId: 'diamond-dreams',
    setId: 'dd-silver-chain',
    name: 'Silver Chain',
    rarity: 'common',
    properties: { cut: 'chain', carat: '0.3', metal: 'silver' },
    collector: { copies: 2, marketPrices: ['3.20', '3.50'] },
    demoCopies: 1,
    crafterCopies: 1,
  },
];

export const SEED_SETS: SeedSet[] = [
  // Diamond Dreams: gems by cut, carat and colour.
  {
    merchantId: 'diamond-dreams',
    setId: 'dd-rough-quartz',
    name: 'Rough Quartz',
    rarity: 'common',
    properties: { cut: 'rough', carat: '0.8', color: 'clear' },
    store: { categoryId: 'gemstones', price: '2.50', copies: 3 },
    collector: { copies: 3, marketPrices: ['2.75', '3.10'] },
    demoCopies: 2,
  },
  {
    merchantId: 'diamond-dreams',
    setId: 'dd-polished-amethyst',
    name: 'Polished Amethyst',
    rarity: 'uncommon',
    properties: { cut: 'cushion', carat: '1.2', color: 'violet' },
    store: { categoryId: 'gemstones', price: '7.50', copies: 2 },
    collector: { copies: 3, marketPrices: ['8.00', '8.25', '9.90'] },
    demoCopies: 1,
  },
  {
    merchantId: 'diamond-dreams',
    setId: 'dd-sapphire-drop',
    name: 'Sapphire Drop',
    rarity: 'rare',
    properties: { cut: 'pear', carat: '2.1', color: 'blue' },
    store: { categoryId: 'gemstones', price: '24.00', copies: 2 },
    collector: { copies: 2, marketPrices: ['22.50', '26.00'] },
  },
  {
    merchantId: 'diamond-dreams',
    setId: 'dd-emerald-ring',
    name: 'Emerald Ring',
    rarity: 'epic',
    properties: { cut: 'oval', carat: '3.4', color: 'green' },
    store: { categoryId: 'rings', price: '95.00', copies: 2 },
    collector: { copies: 1, marketPrices: ['110.00'] },
    demoCopies: 1,
  },
  {
    merchantId: 'diamond-dreams',
    setId: 'dd-ruby-heart',
    name: 'Ruby Heart',
    rarity: 'legendary',
    properties: { cut: 'heart', carat: '5.0', color: 'red' },
    store: { categoryId: 'rings', price: '450.00', copies: 1 },
    collector: { copies: 2, marketPrices: ['480.00', '520.00'] },
  },
  {
    merchantId: 'diamond-dreams',
    setId: 'dd-starfire-tiara',
    name: 'Starfire Tiara',
    rarity: 'exotic',
    properties: { cut: 'marquise', carat: '8.8', color: 'gold' },
    store: { categoryId: 'crowns', price: '1250.00', copies: 1 },
    collector: { copies: 1, marketPrices: [] },
  },
  {
    merchantId: 'diamond-dreams',
    setId: 'dd-moonstone-crown',
    name: 'Moonstone Crown',
    rarity: 'mythic',
    properties: { cut: 'cabochon', carat: '12.5', color: 'white' },
    store: { categoryId: 'crowns', price: '4800.00', copies: 1 },
  },
  {
    merchantId: 'diamond-dreams',
    setId: 'dd-heart-of-the-deep',
    name: 'Heart of the Deep',
    rarity: 'unique',
    properties: { cut: 'brilliant', carat: '42.0', color: 'blue' },
    collector: { copies: 1, marketPrices: ['25000.00'] },
  },
  // Elemental Raiders: gear and spells by element, class and power.
  {
    merchantId: 'elemental-raiders',
    setId: 'er-spirit-shard',
    name: 'Spirit Shard',
    rarity: 'common',
    properties: { element: 'spirit', class: 'mage', power: '3' },
    store: { categoryId: 'spells', price: '0.80', copies: 3 },
    collector: { copies: 4, marketPrices: ['0.90', '0.95'] },
    demoCopies: 3,
  },
  {
    merchantId: 'elemental-raiders',
    setId: 'er-ember-dagger',
    name: 'Ember Dagger',
    rarity: 'common',
    properties: { element: 'fire', class: 'rogue', power: '8' },
    store: { categoryId: 'weapons', price: '1.50', copies: 3 },
    collector: { copies: 3, marketPrices: ['1.75', '2.00', '2.00'] },
    demoCopies: 2,
  },
  {
    merchantId: 'elemental-raiders',
    setId: 'er-frost-buckler',
    name: 'Frost Buckler',
    rarity: 'uncommon',
    properties: { element: 'water', class: 'guardian', power: '14' },
    store: { categoryId: 'armor', price: '5.00', copies: 2 },
    collector: { copies: 2, marketPrices: ['5.50', '6.25'] },
    demoCopies: 1,
  },
  {
    merchantId: 'elemental-raiders',
    setId: 'er-storm-bow',
    name: 'Storm Bow',
    rarity: 'rare',
    properties: { element: 'air', class: 'ranger', power: '27' },
    store: { categoryId: 'weapons', price: '18.00', copies: 2 },
    collector: { copies: 2, marketPrices: ['19.50'] },
  },
  {
    merchantId: 'elemental-raiders',
    setId: 'er-stone-golem-plate',
    name: 'Stone Golem Plate',
    rarity: 'epic',
    properties: { element: 'earth', class: 'warrior', power: '41' },
    store: { categoryId: 'armor', price: '72.00', copies: 2 },
    collector: { copies: 1, marketPrices: ['80.00'] },
  },
  {
    merchantId: 'elemental-raiders',
    setId: 'er-inferno-scroll',
    name: 'Inferno Scroll',
    rarity: 'legendary',
    properties: { element: 'fire', class: 'mage', power: '66' },
    store: { categoryId: 'spells', price: '320.00', copies: 1 },
    collector: { copies: 2, marketPrices: ['350.00', '365.00'] },
  },
  {
    merchantId: 'elemental-raiders',
    setId: 'er-tidecaller-staff',
    name: 'Tidecaller Staff',
    rarity: 'exotic',
    properties: { element: 'water', class: 'mage', power: '88' },
    store: { categoryId: 'spells', price: '990.00', copies: 1 },
    demoCopies: 1,
  },
  // Raider rewards: sold to players of the game only; everyone sees them.
  {
    merchantId: 'elemental-raiders',
    setId: 'er-raider-war-banner',
    name: 'Raider War Banner',
    rarity: 'rare',
    properties: { element: 'fire', class: 'warrior', power: '22' },
    store: { categoryId: 'raider-rewards', price: '12.00', copies: 3 },
  },
  {
    merchantId: 'elemental-raiders',
    setId: 'er-guild-champion-crest',
    name: 'Guild Champion Crest',
    rarity: 'epic',
    properties: { element: 'spirit', class: 'guardian', power: '48' },
    store: { categoryId: 'raider-rewards', price: '60.00', copies: 2 },
  },
  {
    merchantId: 'elemental-raiders',
    setId: 'er-void-phoenix',
    name: 'Void Phoenix',
    rarity: 'mythic',
    properties: { element: 'void', class: 'summoner', power: '120' },
    collector: { copies: 1, marketPrices: ['6500.00'] },
  },
  {
    merchantId: 'elemental-raiders',
    setId: 'er-primordial-core',
    name: 'Primordial Core',
    rarity: 'unique',
    properties: { element: 'void', class: 'guardian', power: '200' },
    collector: { copies: 1, marketPrices: [] },
  },
  // Aurum Atelier (luxury): pieces by material and maker.
  {
    merchantId: 'aurum-atelier',
    setId: 'aa-silk-pocket-square',
    name: 'Silk Pocket Square',
    rarity: 'common',
    properties: { material: 'silk', maker: 'Maison Aurum' },
    store: { categoryId: 'jewellery', price: '12.00', copies: 3 },
  },
  {
    merchantId: 'aurum-atelier',
    setId: 'aa-gilded-cufflinks',
    name: 'Gilded Cufflinks',
    rarity: 'uncommon',
    properties: { material: 'gold', maker: 'Maison Aurum' },
    store: { categoryId: 'jewellery', price: '40.00', copies: 2 },
    collector: { copies: 1, marketPrices: ['45.00'] },
  },
  {
    merchantId: 'aurum-atelier',
    setId: 'aa-onyx-signet',
    name: 'Onyx Signet',
    rarity: 'rare',
    properties: { material: 'onyx', maker: 'Atelier Noir' },
    store: { categoryId: 'jewellery', price: '150.00', copies: 2 },
    collector: { copies: 2, marketPrices: ['160.00', '175.00'] },
  },
  {
    merchantId: 'aurum-atelier',
    setId: 'aa-rose-gold-bangle',
    name: 'Rose Gold Bangle',
    rarity: 'epic',
    properties: { material: 'rose-gold', maker: 'Maison Aurum' },
    store: { categoryId: 'jewellery', price: '380.00', copies: 2 },
    collector: { copies: 1, marketPrices: ['395.00'] },
  },
  {
    merchantId: 'aurum-atelier',
    setId: 'aa-celestial-chronograph',
    name: 'Celestial Chronograph',
    rarity: 'legendary',
    properties: { material: 'platinum', maker: 'Atelier Noir' },
    store: { categoryId: 'watches', price: '2400.00', copies: 1 },
    collector: { copies: 1, marketPrices: ['2600.00'] },
  },
  {
    merchantId: 'aurum-atelier',
    setId: 'aa-opal-tiara',
    name: 'Opal Tiara',
    rarity: 'exotic',
    properties: { material: 'opal', maker: 'Maison Aurum' },
    store: { categoryId: 'jewellery', price: '5200.00', copies: 1 },
  },
  {
    merchantId: 'aurum-atelier',
    setId: 'aa-tourbillon-noir',
    name: 'Tourbillon Noir',
    rarity: 'mythic',
    properties: { material: 'black-gold', maker: 'Atelier Noir' },
    store: { categoryId: 'watches', price: '9800.00', copies: 1 },
  },
  {
    merchantId: 'aurum-atelier',
    setId: 'aa-atelier-one',
    name: 'Atelier One',
    rarity: 'unique',
    properties: { material: 'platinum', maker: 'Maison Aurum' },
    collector: { copies: 1, marketPrices: ['48000.00'] },
  },
  ...SEED_CRAFT_MATERIALS,
];

interface SeedRecipe {
  merchantId: string;
  categoryId: string;
  name: string;
  ingredients: CraftIngredient[];
  result: { setId: string; rarity: Rarity; properties: Record<string, string> };
}

export const SEED_RECIPES: SeedRecipe[] = [
  {
    merchantId: 'diamond-dreams',
    categoryId: 'polishing',
    name: 'Brilliant Quartz',
    ingredients: [{ setId: 'dd-rough-quartz', quantity: 3 }],
    result: { setId: 'dd-brilliant-quartz', rarity: 'rare', properties: { cut: 'brilliant', carat: '2.4', color: 'clear' } },
  },
  {
    merchantId: 'diamond-dreams',
    categoryId: 'polishing',
    name: 'Twilight Amethyst',
    ingredients: [
      { setId: 'dd-polished-amethyst', quantity: 2 },
      { setId: 'dd-rough-quartz', quantity: 2 },
    ],
    result: { setId: 'dd-twilight-amethyst', rarity: 'epic', properties: { cut: 'oval', carat: '3.0', color: 'violet' } },
  },
  {
    merchantId: 'diamond-dreams',
    categoryId: 'settings',
    name: 'Filigree Pendant',
    ingredients: [{ setId: 'dd-gold-filigree', quantity: 2 }],
    result: { setId: 'dd-filigree-pendant', rarity: 'uncommon', properties: { cut: 'filigree', carat: '0.6', metal: 'gold' } },
  },
  {
    merchantId: 'diamond-dreams',
    categoryId: 'settings',
    name: 'Filigree Necklace',
    ingredients: [
      { setId: 'dd-gold-filigree', quantity: 2 },
      { setId: 'dd-silver-chain', quantity: 2 },
    ],
    result: { setId: 'dd-filigree-necklace', rarity: 'rare', properties: { cut: 'filigree', carat: '1.4', metal: 'white-gold' } },
  },
  {
    merchantId: 'diamond-dreams',
    categoryId: 'settings',
    name: 'Royal Parure',
    ingredients: [
      { setId: 'dd-sapphire-drop', quantity: 1 },
      { setId: 'dd-emerald-ring', quantity: 1 },
      { setId: 'dd-ruby-heart', quantity: 1 },
    ],
    result: { setId: 'dd-royal-parure', rarity: 'legendary', properties: { cut: 'mixed', carat: '10.5', color: 'tricolour' } },
  },
  {
    merchantId: 'elemental-raiders',
    categoryId: 'forge',
    name: 'Blazing Longsword',
    ingredients: [
      { setId: 'er-ember-dagger', quantity: 3 },
      { setId: 'er-spirit-shard', quantity: 2 },
    ],
    result: { setId: 'er-blazing-longsword', rarity: 'rare', properties: { element: 'fire', class: 'warrior', power: '32' } },
  },
  {
    merchantId: 'elemental-raiders',
    categoryId: 'forge',
    name: 'Tempest Aegis',
    ingredients: [
      { setId: 'er-frost-buckler', quantity: 2 },
      { setId: 'er-storm-bow', quantity: 1 },
    ],
    result: { setId: 'er-tempest-aegis', rarity: 'epic', properties: { element: 'air', class: 'guardian', power: '48' } },
  },
  {
    merchantId: 'elemental-raiders',
    categoryId: 'alchemy',
    name: 'Elixir of Embers',
    ingredients: [{ setId: 'er-spirit-shard', quantity: 4 }],
    result: { setId: 'er-elixir-of-embers', rarity: 'uncommon', properties: { element: 'fire', class: 'mage', power: '12' } },
  },
  {
    merchantId: 'elemental-raiders',
    categoryId: 'alchemy',
    name: 'Phoenix Sigil',
    ingredients: [
      { setId: 'er-inferno-scroll', quantity: 2 },
      { setId: 'er-void-phoenix', quantity: 1 },
    ],
    result: { setId: 'er-phoenix-sigil', rarity: 'mythic', properties: { element: 'void', class: 'summoner', power: '150' } },
  },
  {
    merchantId: 'aurum-atelier',
    categoryId: 'bespoke',
    name: 'Aurum Heritage Set',
    ingredients: [
      { setId: 'aa-gilded-cufflinks', quantity: 2 },
      { setId: 'aa-onyx-signet', quantity: 1 },
    ],
    result: { setId: 'aa-heritage-set', rarity: 'legendary', properties: { material: 'gold', maker: 'Maison Aurum' } },
  },
];
