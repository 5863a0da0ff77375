/** The named actions of the wallet's humanity tokens (spec §5); the token itself comes from '@marketplace/contracts/browser'. */
export const HUMANITY_ACTIONS = { create: 'wallet_create', rescue: 'wallet_rescue' } as const;
