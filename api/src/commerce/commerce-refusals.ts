/** Messages of the commerce refusals that more than one action gives, so clients can rely on their wording. */
export const INSUFFICIENT_BALANCE = 'Insufficient balance';
/** Spec §8 wallet error: the user has no wallet address to sign with. */
export const USER_ADDRESS_NOT_FOUND = 'User address not found';
export const INVALID_SIGNATURE = 'Invalid signature';
export const INVALID_SECOND_FACTOR = 'Invalid 2FA code';
export const MINT_ALREADY_SIGNED = 'Mint already signed';
