/**
 * The site search (`GET /api/search`), as the header's suggestions and the results page ask it.
 *
 * "cold": some 3,000 different texts, every part of two to six letters of the words of the seeded
 * catalogue and people (what a person types on the way to a name), each at the suggestions' limit and the
 * results page's. The API keeps 500 answers (least recently read dropped first) and bench:api hands the
 * paths out in turn across connections, so a path comes round again only after every other: every request
 * misses the cache and is one query of the database.
 * "cached": the ten texts most typed, read over and over: what the cache answers in between its one-second
 * refreshes.
 */
const WORDS = [
  'diamond',
  'dreams',
  'elemental',
  'raiders',
  'aurum',
  'atelier',
  'gemstones',
  'rings',
  'crowns',
  'tiaras',
  'weapons',
  'armor',
  'spells',
  'rewards',
  'watches',
  'jewellery',
  'polishing',
  'settings',
  'forge',
  'alchemy',
  'bespoke',
  'gold',
  'filigree',
  'silver',
  'chain',
  'quartz',
  'amethyst',
  'sapphire',
  'emerald',
  'ruby',
  'heart',
  'starfire',
  'moonstone',
  'spirit',
  'shard',
  'ember',
  'dagger',
  'frost',
  'buckler',
  'storm',
  'golem',
  'plate',
  'inferno',
  'scroll',
  'tidecaller',
  'staff',
  'banner',
  'guild',
  'champion',
  'crest',
  'void',
  'phoenix',
  'primordial',
  'core',
  'pocket',
  'cufflinks',
  'onyx',
  'signet',
  'bangle',
  'celestial',
  'chronograph',
  'opal',
  'tourbillon',
  'noir',
  'brilliant',
  'twilight',
  'pendant',
  'necklace',
  'royal',
  'parure',
  'longsword',
  'tempest',
  'aegis',
  'elixir',
  'sigil',
  'heritage',
  'collector',
  'shopper',
  'trader',
  'patron',
  'crafter',
  'referrer',
  'guardian',
  'polyglot',
  'ledger',
  'dealer',
];

function partsOf(word) {
  const parts = [];
  for (let length = 2; length <= Math.min(6, word.length); length += 1) {
    for (let start = 0; start + length <= word.length; start += 1) parts.push(word.slice(start, start + length));
  }
  return parts;
}

const texts = [...new Set(WORDS.flatMap(partsOf))];
const searchPath = (text, limit) => `/api/search?q=${encodeURIComponent(text)}&limit=${limit}`;

export default [
  { label: `/api/search, ${texts.length * 2} different texts (cold)`, paths: texts.flatMap((text) => [searchPath(text, 4), searchPath(text, 24)]) },
  {
    label: '/api/search, 10 texts (cached)',
    paths: ['ru', 'dia', 'ring', 'gold', 'storm', 'opal', 'sword', 'col', 'tiara', 'quartz'].map((text) => searchPath(text, 4)),
  },
];
