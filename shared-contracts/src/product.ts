/** The marketplace token. Field names such as `balanceGEM` derive from it (spec: `{product}`). */
export const PRODUCT = 'GEM' as const;
export type Product = typeof PRODUCT;

/** Decimals of the token on chain (spec §9). */
export const PRODUCT_DECIMALS = 18;

/** Path segment of the token-to-USD rate call: `/api/rates/gem-usd`. */
export const PRODUCT_RATE_PAIR = `${PRODUCT.toLowerCase()}-usd` as const;
