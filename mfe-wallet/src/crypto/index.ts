/** The crypto module's public face: what the key custody (and the cross-runtime tests) use. */
export { CRYPTO_ERRORS, CryptoError } from './crypto-errors';
export { CURRENT_ITERATIONS, decryptWithPassword, encryptWithPassword, LEGACY_ITERATIONS, needsRewrap } from './password-envelope';
export { deobfuscate, generateObfuscationKey, obfuscate } from './obfuscation';
export { decryptWithRescueKey, encryptForRescue, rescueKeyPairOf } from './rescue-encryption';
