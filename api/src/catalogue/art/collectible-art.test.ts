import { RARITY_TIERS, type Rarity } from '@marketplace/contracts/wire';
import { SEED_MERCHANTS } from '../../seed/seed-merchants.js';
import { SEED_RECIPES, SEED_SETS } from '../../seed/seed-catalogue-stock.js';
import { artStyleOf } from './art-styles.js';
import type { ArtSubject } from './art-subject.js';
import { collectibleArtSvg } from './collectible-art.js';
import { rasterise } from './collectible-raster.js';

const luxuryMerchants = new Set(SEED_MERCHANTS.filter((merchant) => merchant.luxury).map((merchant) => merchant.id));
const seededSubjects: ArtSubject[] = [
  ...SEED_SETS.map(({ setId, merchantId, name, rarity, properties }) => ({
    setId,
    merchantId,
    name,
    rarity,
    properties,
    luxury: luxuryMerchants.has(merchantId),
  })),
  ...SEED_RECIPES.map(({ merchantId, name, result }) => ({
    setId: result.setId,
    merchantId,
    name,
    rarity: result.rarity,
    properties: result.properties,
    luxury: luxuryMerchants.has(merchantId),
  })),
];

const bow: ArtSubject = {
  setId: 'er-storm-bow',
  merchantId: 'elemental-raiders',
  name: 'Storm Bow',
  rarity: 'rare',
  properties: { element: 'air', class: 'ranger', power: '27' },
  luxury: false,
};

/** Renders the markup as the image route does; librsvg rejects anything that is not well-formed SVG. */
async function rendersAsSvg(svg: string): Promise<boolean> {
  return (await rasterise(svg, 160)).length > 0;
}

describe('collectibleArtSvg', () => {
  it('draws the same picture for the same set every time', () => {
    expect(collectibleArtSvg({ ...bow, properties: { ...bow.properties } })).toBe(collectibleArtSvg(bow));
  });

  it('draws every seeded set a picture of its own', () => {
    const pictures = new Set(seededSubjects.map(collectibleArtSvg));

    expect(pictures.size).toBe(seededSubjects.length);
  });

  it('draws two sets that differ only in their id differently', () => {
    expect(collectibleArtSvg({ ...bow, setId: 'er-storm-bow-2' })).not.toBe(collectibleArtSvg(bow));
  });

  it('draws every seeded set as well-formed SVG, named by its title and with no text on it', async () => {
    for (const subject of seededSubjects) {
      const svg = collectibleArtSvg(subject);
      expect(svg).toContain(`<title>${subject.name}</title>`);
      expect(svg).not.toMatch(/<text/);
      await expect(rendersAsSvg(svg)).resolves.toBe(true);
    }
  });

  it('draws a set by what it is: a cut stone, an elemental emblem, a luxury piece, else a seal', () => {
    const styleOf = (properties: Record<string, string>, luxury = false) => artStyleOf({ ...bow, properties, luxury }).name;

    expect(styleOf({ cut: 'oval', carat: '3.4', color: 'green' })).toBe('gem');
    expect(styleOf({ element: 'fire', class: 'rogue' })).toBe('emblem');
    expect(styleOf({ material: 'gold', maker: 'Maison Aurum' })).toBe('atelier');
    expect(styleOf({}, true)).toBe('atelier');
    expect(styleOf({ edition: 'genesis', serial: '1/3' })).toBe('sigil');
  });

  it('dresses every rarity tier differently, richer as it rises: light rays from legendary, a holographic sheen only for unique', async () => {
    const dressed = Object.fromEntries(RARITY_TIERS.map((rarity) => [rarity, collectibleArtSvg({ ...bow, rarity })])) as Record<Rarity, string>;

    expect(new Set(Object.values(dressed)).size).toBe(RARITY_TIERS.length);
    for (const rarity of RARITY_TIERS) await expect(rendersAsSvg(dressed[rarity])).resolves.toBe(true);
    const withRays = RARITY_TIERS.filter((rarity) => dressed[rarity].includes('url(#dress-ray)'));
    const holographic = RARITY_TIERS.filter((rarity) => dressed[rarity].includes('url(#dress-holo)'));
    expect(withRays).toEqual(['legendary', 'exotic', 'mythic', 'unique']);
    expect(holographic).toEqual(['unique']);
    expect(dressed.common.length).toBeLessThan(dressed.unique.length);
  });

  it('escapes the name and never writes a property value into the markup, whatever the value', async () => {
    const hostile = '</title><script>alert(1)</script><a href="javascript:x">&amp;\'';
    const subjects: ArtSubject[] = [
      { ...bow, name: hostile },
      { ...bow, properties: { element: hostile, class: hostile, power: hostile } },
      { ...bow, properties: { cut: hostile, carat: hostile, color: hostile } },
      { ...bow, properties: { material: hostile, maker: hostile }, luxury: true },
    ];
    // Property values that name what every object inherits must not reach into Object.prototype.
    for (const inherited of ['constructor', '__proto__', 'toString']) {
      subjects.push(
        { ...bow, properties: { element: inherited, class: inherited } },
        { ...bow, properties: { cut: inherited, color: inherited, metal: inherited } },
        { ...bow, properties: { material: inherited, maker: inherited } },
      );
    }

    for (const subject of subjects) {
      const svg = collectibleArtSvg(subject);
      expect(svg).not.toMatch(/<script|<a /);
      await expect(rendersAsSvg(svg)).resolves.toBe(true);
    }
    for (const subject of subjects.slice(1)) expect(collectibleArtSvg(subject)).not.toMatch(/alert|javascript|undefined|NaN|constructor|function/);
    expect(collectibleArtSvg(subjects[0]!)).toContain(
      '<title>&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#60;a href=&#34;javascript:x&#34;&#62;&#38;amp;&#39;</title>',
    );
  });
});
