/** The marketplace token. Field names such as `balanceGEM` derive from it (spec: `{product}`). */
export const PRODUCT = 'GEM' as const;
export type Product = typeof PRODUCT;

/** Decimals of the token on chain (spec §9). */
export const PRODUCT_DECIMALS = 18;

/** Path segment of the token-to-USD rate call: `/api/rates/gem-usd`. */
export const PRODUCT_RATE_PAIR = `${PRODUCT.toLowerCase()}-usd` as const;

/** The chain the token lives on, and its token standard there: what a deposit must be sent on (proper names, not translated). */
export const PRODUCT_NETWORK = 'BNB Smart Chain';
export const PRODUCT_TOKEN_STANDARD = 'BEP-20';
