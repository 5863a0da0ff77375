/** Names are compared lower-cased with separators removed: `X-Humanity-Token` → `xhumanitytoken`. */
function normalise(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const SECRET_ANYWHERE = ['password', 'passphrase', 'passwd', 'secret', 'authorization', 'cookie', 'mnemonic', 'credential'];
const SECRET_SUFFIXES = ['key', 'keys', 'token', 'tokens', 'code', 'codes', 'seed', 'seedphrase'];
const SECRET_NAMES = new Set(['otp', 'pin', 'jwt', 'bearer']);
/** Public by nature, though their names end like secrets. A signature is public, so it stays readable. */
const PUBLIC_NAMES = new Set(['signature', 'statuscode', 'errorcode', 'httpcode', 'responsecode', 'countrycode', 'currencycode', 'languagecode', 'localecode']);

/**
 * Whether a field (or header) of that name holds something that must never reach a log:
 * passwords, keys, codes, tokens, secrets, authorization, mnemonic or seed.
 * It errs towards redacting: a lost harmless value in a log costs less than a leaked secret.
 */
export function isSecretField(name: string): boolean {
  const key = normalise(name);
  if (PUBLIC_NAMES.has(key)) return false;
  if (SECRET_NAMES.has(key)) return true;
  return SECRET_ANYWHERE.some((part) => key.includes(part)) || SECRET_SUFFIXES.some((suffix) => key.endsWith(suffix));
}
