import { Config } from 'eciesjs/config';

/**
 * The one place the ECIES settings live, so a library default changing in an update can never
 * silently change how rescue copies are made: secp256k1, compressed keys, AES-256-GCM, 16-byte nonce
 * (eciesjs's defaults at 0.5.0, written out).
 */
export function rescueEciesConfig(): Config {
  const config = new Config();
  config.ellipticCurve = 'secp256k1';
  config.isEphemeralKeyCompressed = false;
  config.isHkdfKeyCompressed = false;
  config.symmetricAlgorithm = 'aes-256-gcm';
  config.symmetricNonceLength = 16;
  return config;
}
