/**
 * Issue 23's reads: an item type's price history (each range) and a market's figures (the market front's one
 * read, and a stack's). Each is measured over several item types and merchants in turn, so the API's read
 * cache, keyed by the path and kept for the hot reads' TTL (1 s), does not answer every request from one
 * entry: each path's answer is computed again at least once a second.
 */
const SETS = [
  'diamond-dreams/dd-citrine-chip',
  'diamond-dreams/dd-opal-cabochon',
  'diamond-dreams/dd-sapphire-halo-ring',
  'elemental-raiders/er-cinder-arrow',
  'elemental-raiders/er-thunder-rune',
  'elemental-raiders/er-magma-plate',
  'aurum-atelier/aa-pearl-tie-bar',
  'aurum-atelier/aa-emerald-brooch',
];
const MERCHANTS = ['diamond-dreams', 'elemental-raiders', 'aurum-atelier'];

const history = (range) =>
  SETS.map((item) => {
    const [merchantId, setId] = item.split('/');
    return `/api/merchants/${merchantId}/sets/${setId}/price-history?range=${range}`;
  });

export default [
  { label: 'price history, 30 days (8 item types of 3 merchants in turn)', paths: history('30d') },
  { label: 'price history, 90 days (8 item types of 3 merchants in turn)', paths: history('90d') },
  { label: 'price history, all (8 item types of 3 merchants in turn)', paths: history('all') },
  { label: 'market stats: figures and sets table (3 merchants in turn)', paths: MERCHANTS.map((merchantId) => `/api/merchants/${merchantId}/market/stats`) },
  {
    label: 'stack stats (8 item types of 3 merchants in turn)',
    paths: SETS.map((item) => {
      const [merchantId, setId] = item.split('/');
      return `/api/merchants/${merchantId}/market/stacks/${setId}/stats`;
    }),
  },
];
