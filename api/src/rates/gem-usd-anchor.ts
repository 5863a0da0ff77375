/**
 * The GEM price in USD the rate ticker's random walk stays near (never beyond ±20 %), and the rate a
 * fresh database is seeded with. A leaf: the domain reads it without reaching the seed.
 */
export const GEM_USD_ANCHOR_PRICE = 0.0425;
