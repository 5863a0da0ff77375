import type { ArtStyle } from './art-style.js';
import { byNameKeyword, numericPropertyOf, ownEntry, propertyOf, type ArtSubject } from './art-subject.js';
import { backdrop } from './backdrop.js';
import { hsl } from './colour.js';
import { gemCutOf } from './gem-cuts.js';
import { chainCoil, crystalCluster } from './gem-raw-materials.js';
import { crown, looseStone, parure, pendant, ring, tiara, type StoneSpec } from './gem-settings.js';
import { METALS, type Metal } from './metal.js';
import type { GemColour } from './gem-stone.js';
import type { ArtLayer } from './art-canvas.js';

const GEM_COLOURS: Record<string, GemColour> = {
  clear: { base: '#c9e2f5', fire: true },
  white: { base: '#e6ebf4', fire: true },
  violet: { base: '#8a45d6', fire: false },
  purple: { base: '#7b3fc4', fire: false },
  blue: { base: '#1f5fd1', fire: false },
  green: { base: '#12a064', fire: false },
  red: { base: '#d11f3a', fire: false },
  pink: { base: '#ee5fa0', fire: false },
  gold: { base: '#f4b32c', fire: true },
  yellow: { base: '#f2cf2e', fire: true },
  orange: { base: '#f07a22', fire: false },
  black: { base: '#3b404c', fire: false },
  tricolour: { base: '#c8102e', fire: false },
};

type Setting = (spec: StoneSpec) => ArtLayer;

/** How the stone is worn, from a word of the set's name ("Emerald Ring", "Starfire Tiara"). */
const SETTINGS: ReadonlyArray<readonly [string, Setting]> = [
  ['ring', ring],
  ['band', ring],
  ['crown', crown],
  ['tiara', tiara],
  ['diadem', tiara],
  ['drop', pendant],
  ['pendant', pendant],
  ['necklace', pendant],
  ['parure', parure],
];

/** Cuts that are not one stone: a rough crystal, a matched set, a chain. */
const CUT_SETTINGS: Readonly<Record<string, Setting>> = { rough: crystalCluster, mixed: parure, chain: chainCoil };

const METAL_NAMES: Readonly<Record<string, Metal>> = {
  gold: 'gold',
  'yellow-gold': 'gold',
  'white-gold': 'platinum',
  silver: 'platinum',
  platinum: 'platinum',
  'rose-gold': 'roseGold',
  'black-gold': 'blackGold',
};

/** Carat weight on a log scale: 0.5 ct is small, 40 ct and above fills the picture. */
function sizeOf(subject: ArtSubject): number {
  const carat = Math.max(0, numericPropertyOf(subject, 'carat') ?? 2);
  return Math.min(1, Math.log1p(carat) / Math.log1p(40));
}

/** Diamond Dreams and any set that has a cut: a cut stone in its colour, set as its name says. */
export const gemArt: ArtStyle = {
  name: 'gem',
  draws: (subject) => propertyOf(subject, 'cut') !== undefined,
  draw(subject, random) {
    const cutName = propertyOf(subject, 'cut');
    const colourName = propertyOf(subject, 'color') ?? propertyOf(subject, 'colour');
    const metal = ownEntry(METAL_NAMES, propertyOf(subject, 'metal'));
    // A stone's colour; wire and chain take their metal's; a colour the art does not know, one from the set id.
    const colour = ownEntry(GEM_COLOURS, colourName) ??
      (metal && { base: METALS[metal][1], fire: false }) ?? { base: hsl(random('colour').between(0, 360), 0.7, 0.5), fire: false };
    const form = cutName === 'cabochon' ? 'cabochon' : cutName === 'wire' || cutName === 'filigree' ? 'filigree' : 'faceted';
    const spec: StoneSpec = { cut: gemCutOf(cutName), form, metal, colour, size: sizeOf(subject), random: random('facets') };
    const setting = ownEntry(CUT_SETTINGS, cutName) ?? byNameKeyword(subject, SETTINGS) ?? looseStone;
    return {
      backdrop: backdrop({ accent: colour.base, ground: '#080b16', random: random('backdrop'), bokeh: 9 }),
      piece: setting(spec),
      accent: colour.base,
      frame: 'rarity',
    };
  },
};
